import { Anchor, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CLINIC_CONTACT } from '../../../../shared/constants';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/icons';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon size={40} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" tt="uppercase" fw={700} c="gray.7">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** Address, email and phone, each one tap away on a phone. */
export function ContactDetails() {
  const { t } = useLingui();
  const { address, email, phone } = CLINIC_CONTACT;
  return (
    <Stack component="address" gap="lg" style={{ fontStyle: 'normal' }}>
      <Detail icon={<PinIcon />} label={t`Address`}>
        <Text>{address}</Text>
      </Detail>
      <Detail icon={<MailIcon />} label={t`Email`}>
        <Anchor href={`mailto:${email}`} className="tap-target">
          {email}
        </Anchor>
      </Detail>
      <Detail icon={<PhoneIcon />} label={t`Phone`}>
        <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} className="tap-target">
          {phone}
        </Anchor>
      </Detail>
    </Stack>
  );
}
