import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { OTP_RESEND_SECONDS } from '../../../../../shared/constants';
import { showSuccess } from '../../../../lib/toast';
import { useResendCode } from '../../api/sign-in';
import { useCountdown } from '../../hooks/use-countdown';

/** docs/product-spec.md §4: a 60 s countdown, then a resend link that starts it again. */
export function ResendCode({ phone, onResent }: { phone: string; onResent: () => void }) {
  const { t } = useLingui();
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_SECONDS);
  const resend = useResendCode();

  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="gray.7" aria-live="off">
        <Trans>Resend OTP in {secondsLeft}s</Trans>
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={resend.isPending}
      onClick={() =>
        void resend.run(phone, {
          onSuccess: () => {
            showSuccess(t`Please check your Whatsapp`, t`OTP sent!`);
            restart();
            onResent();
          },
        })
      }
    >
      <Trans>Resend OTP</Trans>
    </Anchor>
  );
}
