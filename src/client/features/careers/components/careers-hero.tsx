import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { BRAND } from '../../../../shared/constants';

/** The careers hero: who we are looking for, and a jump to the openings. */
export function CareersHero() {
  return (
    <Stack component="section" aria-labelledby="careers-title" gap="md" maw={720}>
      <Text c="brand.7" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
        <Trans>Careers at {BRAND}</Trans>
      </Text>
      <Title order={1} id="careers-title" fz={{ base: 32, sm: 44 }} lh={1.15}>
        <Trans>Help people smile with confidence</Trans>
      </Title>
      <Text size="lg" c="gray.8">
        <Trans>
          We combine orthodontic care with scanning, 3D printing and a patient app that opens with a
          tap. Join the clinicians, lab technicians and engineers who make it happen.
        </Trans>
      </Text>
      <Group>
        <Button component="a" href="#openings" size="md">
          <Trans>See open positions</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
