import { useRef, type FormEvent } from 'react';
import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { OTP_LENGTH, PHONE_PREFIX } from '../../../../../shared/constants';
import { VerifyOtpSchema } from '../../../../../shared/schemas/auth';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { useVerifyCode } from '../../api/sign-in';
import { useStepToast } from '../../hooks/use-step-toast';
import { AuthCard } from '../auth-card';
import { ResendCode } from './resend-code';
import classes from './code-step.module.css';

interface CodeStepProps {
  phone: string;
  redirectTo: string | undefined;
  onChangeNumber: () => void;
}

/** "+91 98765 43210": the number as people read it. */
const spaced = (phone: string) => `${PHONE_PREFIX} ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** Step 2, 'Verify OTP': six single-digit boxes, 'Verify & Continue', resend, change number. */
export function CodeStep({ phone, redirectTo, onChangeNumber }: CodeStepProps) {
  const { t } = useLingui();
  const form = useSchemaForm(VerifyOtpSchema, { phone, otp: '' });
  const boxes = useRef<HTMLDivElement>(null);
  const verify = useVerifyCode(redirectTo);
  const toast = useStepToast();

  const setCode = (otp: string) => form.setValue('otp', otp);

  /** The boxes' code, checked by the shared schema, then sent (on submit or the sixth digit). */
  const check = (otp: string) => {
    const checked = form.validate({ phone, otp });
    if (!checked.success) {
      toast.show(new Error(checked.errors.otp ?? checked.errors.phone));
      return;
    }
    if (verify.isPending) return;
    void verify.run(checked.output, {
      onSuccess: toast.hide,
      onError: (error) => {
        // A wrong code: start again from the first box.
        toast.show(error);
        setCode('');
        boxes.current?.querySelector('input')?.focus();
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(form.values.otp);
  };

  const sentTo = spaced(phone);
  return (
    <AuthCard
      title={t`Verify OTP`}
      subtitle={
        <Trans>
          We sent a {OTP_LENGTH}-digit code on WhatsApp to{' '}
          <Text span fw={700} c="dark" style={{ whiteSpace: 'nowrap' }} data-testid="code-sent-to">
            {sentTo}
          </Text>
          . Codes go only to numbers registered with the clinic: if none arrives, check the number
          or contact the clinic.
        </Trans>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Group justify="center">
            <PinInput
              rootRef={boxes}
              classNames={{ root: classes.boxes, pinInput: classes.box, input: classes.input }}
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="lg"
              placeholder=""
              value={form.values.otp}
              onChange={(value) => {
                setCode(value);
                if (value.length > 0) toast.hide();
              }}
              onComplete={check}
              aria-label={t`One-time code`}
              getInputProps={(index) => {
                const digit = index + 1;
                return { 'aria-label': t`Digit ${digit} of ${OTP_LENGTH}` };
              }}
            />
          </Group>
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            <Trans>Verify &amp; Continue</Trans>
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              className={classes.link}
              onClick={onChangeNumber}
            >
              <Trans>Not your number?</Trans>
            </Anchor>
            <ResendCode phone={phone} onResent={() => setCode('')} />
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
