import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  ClockIcon,
  CpuIcon,
  GrowthIcon,
  HeartIcon,
  TeamIcon,
  ToothIcon,
} from '../../../components/icons';

interface Benefit {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const BENEFITS: Benefit[] = [
  {
    title: msg`Meaningful work`,
    text: msg`Every day you help someone smile with confidence, from the first scan to the final aligner.`,
    Icon: ToothIcon,
  },
  {
    title: msg`Modern technology`,
    text: msg`Work with intra-oral scanners, 3D printing, NFC-enabled aligners and our own patient app.`,
    Icon: CpuIcon,
  },
  {
    title: msg`Learning and growth`,
    text: msg`Mentoring by certified orthodontists, a yearly learning budget and clear paths to grow.`,
    Icon: GrowthIcon,
  },
  {
    title: msg`Health cover`,
    text: msg`Medical insurance for you and your family, plus free aligner treatment for our team.`,
    Icon: HeartIcon,
  },
  {
    title: msg`Balanced hours`,
    text: msg`Predictable clinic shifts, flexible hours for remote roles and paid time off that you take.`,
    Icon: ClockIcon,
  },
  {
    title: msg`A friendly team`,
    text: msg`A small, caring team in Mumbai where your ideas are heard and shipped.`,
    Icon: TeamIcon,
  },
];

/** 'Why Choose Us' with its six benefits (docs/product-spec.md §2 "Careers page"). */
export function WhyChooseUs() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" aria-labelledby="why-choose-us" gap="lg">
      <Title order={2} id="why-choose-us" ta="center">
        <Trans>Why Choose Us</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {BENEFITS.map(({ title, text, Icon }) => (
          <Group
            key={title.id}
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
                {i18n._(title)}
              </Title>
              <Text size="sm" c="gray.8">
                {i18n._(text)}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
