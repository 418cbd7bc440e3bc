import { Anchor } from '@mantine/core';
import { PHONE_PREFIX } from '../../../../shared/constants';

/** A patient's mobile as a link that calls it: the board is where the clinic picks up the phone. */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <Anchor href={`tel:${PHONE_PREFIX}${phone}`} inherit c="gray.8" underline="always" data-phone>
      {phone}
    </Anchor>
  );
}
