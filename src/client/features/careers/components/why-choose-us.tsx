import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';
import {
  ClockIcon,
  CpuIcon,
  GrowthIcon,
  HeartIcon,
  TeamIcon,
  ToothIcon,
} from '../../../components/icons';

interface Benefit {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const BENEFITS: Benefit[] = [
  {
    title: 'Meaningful work',
    text: 'Every day you help someone smile with confidence, from the first scan to the final aligner.',
    Icon: ToothIcon,
  },
  {
    title: 'Modern technology',
    text: 'Work with intra-oral scanners, 3D printing, NFC-enabled aligners and our own patient app.',
    Icon: CpuIcon,
  },
  {
    title: 'Learning and growth',
    text: 'Mentoring by certified orthodontists, a yearly learning budget and clear paths to grow.',
    Icon: GrowthIcon,
  },
  {
    title: 'Health cover',
    text: 'Medical insurance for you and your family, plus free aligner treatment for our team.',
    Icon: HeartIcon,
  },
  {
    title: 'Balanced hours',
    text: 'Predictable clinic shifts, flexible hours for remote roles and paid time off that you take.',
    Icon: ClockIcon,
  },
  {
    title: 'A friendly team',
    text: 'A small, caring team in Mumbai where your ideas are heard and shipped.',
    Icon: TeamIcon,
  },
];

/** 'Why Choose Us' with its six benefits (spec §2 "Careers page"). */
export function WhyChooseUs() {
  return (
    <Stack component="section" aria-labelledby="why-choose-us" gap="lg">
      <Title order={2} id="why-choose-us" ta="center">
        Why Choose Us
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {BENEFITS.map(({ title, text, Icon }) => (
          <Group
            key={title}
            wrap="nowrap"
            align="flex-start"
            gap="md"
            p="lg"
            bg="brand.0"
            style={{ borderRadius: 16 }}
          >
            <ThemeIcon size={44} radius="md" variant="filled" style={{ flexShrink: 0 }}>
              <Icon />
            </ThemeIcon>
            <div>
              <Title order={3} fz="lg" mb={4}>
                {title}
              </Title>
              <Text size="sm" c="gray.8">
                {text}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
