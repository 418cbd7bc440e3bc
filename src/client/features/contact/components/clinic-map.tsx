import { Button, Paper, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLINIC_CONTACT } from '../../../../shared/constants';
import { ExternalIcon } from '../../../components/icons';
import { imageIn } from '../../../lib/localized-image';

/** Kamala Mills, Lower Parel: where the pin on the local map image stands. */
const CLINIC_LOCATION = { lat: 19.0008, lon: 72.8276 };
const MAPS_URL = `https://www.openstreetmap.org/?mlat=${CLINIC_LOCATION.lat}&mlon=${CLINIC_LOCATION.lon}#map=17/${CLINIC_LOCATION.lat}/${CLINIC_LOCATION.lon}`;

/**
 * A static map of the clinic's neighbourhood served from this site (no third-party embed, so
 * it costs no tracking and still shows offline), with a link to a full map.
 */
export function ClinicMap() {
  const { i18n, t } = useLingui();
  const address = CLINIC_CONTACT.address;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden', position: 'relative' }}>
      <img
        src={imageIn('/images/contact/clinic-map.svg', i18n.locale)}
        alt={t`Map of Lower Parel, Mumbai, with a pin on our clinic: ${address}`}
        width={960}
        height={540}
        // Above the fold on a phone, where it is the largest paint: fetched at once.
        fetchPriority="high"
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Button
        component="a"
        href={MAPS_URL}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<ExternalIcon />}
        size="sm"
        variant="white"
        pos="absolute"
        bottom={12}
        right={12}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <Trans>
          Open in maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Trans>
      </Button>
    </Paper>
  );
}
