import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ERASURE_REASON_MAX } from '../../../../shared/constants';
import { SectionCard } from '../../../components/section-card';
import { SiteLink } from '../../../components/site/site-link';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { errorMessage, showSuccess } from '../../../lib/toast';
import { useDownloadData, useRequestErasure, useWithdrawErasure } from '../api/privacy';
import { ErasureRequestStatus } from './erasure-request-status';

/** The patient's rights on the dashboard: a copy of their data, and asking to be erased. */
export function YourDataCard() {
  const { data: user } = useCurrentUser();
  const download = useDownloadData();
  const erase = useRequestErasure();
  const withdraw = useWithdrawErasure();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  // Where focus goes once the request's state changes: its status, or the button to ask again.
  const focusNext = useRef<'status' | 'ask' | null>(null);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  // After the render that shows the new state (the cached current user patched).
  useEffect(() => {
    if (!focusNext.current) return;
    (focusNext.current === 'status' ? statusHeading : askButton).current?.focus();
    focusNext.current = null;
  });
  if (!user || user.role !== 'patient') return null;

  const send = () =>
    erase.mutate(reason, {
      onSuccess: () => {
        setAsking(false);
        setReason('');
        focusNext.current = 'status';
        showSuccess(t`Your request has been sent to the clinic.`);
      },
    });
  const withdrawRequest = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        focusNext.current = 'ask';
        showSuccess(t`Your request has been withdrawn. Your data stays with the clinic.`);
      },
    });

  return (
    <SectionCard aria-labelledby="your-data-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="your-data-title">
          <Trans>Your data</Trans>
        </Title>
        <Text c="gray.9">
          <Trans>
            Download everything your clinic holds about you, your photos included, as one zip file.
            Our privacy notice explains your rights.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button onClick={() => download.mutate('me')} loading={download.isPending}>
            <Trans>Download my data</Trans>
          </Button>
          <Button component={SiteLink} to="/privacy" variant="default">
            <Trans>Privacy notice</Trans>
          </Button>
          {!user.erasureRequestedAt && !asking && (
            <Button ref={askButton} variant="default" onClick={() => setAsking(true)}>
              <Trans>Ask to erase my data</Trans>
            </Button>
          )}
        </Group>
        {user.erasureRequestedAt && (
          <ErasureRequestStatus
            requestedAt={user.erasureRequestedAt}
            dueOn={user.erasureDueOn}
            headingRef={statusHeading}
            onWithdraw={withdrawRequest}
            withdrawing={withdraw.isPending}
            withdrawError={withdraw.error}
          />
        )}
        {download.error && (
          <Text c="red.8" role="alert">
            {errorMessage(download.error)}
          </Text>
        )}
        {asking && (
          <Stack gap="sm" w="100%">
            <Text c="gray.9">
              <Trans>
                The clinic will erase your record, your wear log, issues and photos, and you will no
                longer be able to sign in. Download your data first if you want to keep a copy.
              </Trans>
            </Text>
            <Textarea
              label={t`Reason (optional)`}
              value={reason}
              maxLength={ERASURE_REASON_MAX}
              autosize
              minRows={2}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button color="red" onClick={send} loading={erase.isPending}>
                <Trans>Send my request</Trans>
              </Button>
              <Button variant="default" onClick={() => setAsking(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
            {erase.error && (
              <Text c="red.8" role="alert">
                {errorMessage(erase.error)}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
