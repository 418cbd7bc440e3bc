import { useRef } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_DIGITS, OTP_LENGTH, PHONE_PREFIX } from '../../../../../shared/constants';
import { MOBILE_TYPED_MAX_LENGTH, normalizeMobile } from '../../../../../shared/phone';
import { PhoneSchema } from '../../../../../shared/schemas/auth';
import { SiteLink } from '../../../../components/site/site-link';
import { useHeldSubmit } from '../../../../first-load/use-held-submit';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { showSuccess } from '../../../../lib/toast';
import { useSendCode } from '../../api/sign-in';
import { useStepToast } from '../../hooks/use-step-toast';
import { AuthCard } from '../auth-card';

/**
 * What the box shows: the digits alone once the typed text reduces to at most 10 of them
 * (spaces, dashes and a +91 go), else the text as typed — never a number cut short.
 */
function typedNumber(raw: string): string {
  const digits = normalizeMobile(raw);
  return /^\d*$/.test(digits) && digits.length <= MOBILE_DIGITS
    ? digits
    : raw.slice(0, MOBILE_TYPED_MAX_LENGTH);
}

interface PhoneStepProps {
  redirectTo: string | undefined;
  onCodeSent: (phone: string) => void;
}

/** Step 1: a 10-digit number after the +91 prefix, then 'Verify on WhatsApp'. */
export function PhoneStep({ redirectTo, onCodeSent }: PhoneStepProps) {
  const { t } = useLingui();
  const form = useSchemaForm(PhoneSchema, { phone: '' });
  const sendCode = useSendCode();
  const toast = useStepToast();
  const error = form.errorOf('phone');
  const formElement = useRef<HTMLFormElement>(null);
  useHeldSubmit(formElement);

  const submit = form.onSubmit(
    ({ phone }) =>
      void sendCode.run(phone, {
        onSuccess: () => {
          toast.hide();
          showSuccess(t`Please check your Whatsapp`, t`OTP sent!`);
          onCodeSent(phone);
        },
      }),
    {
      onInvalid: () => {
        const checked = form.validate(form.values);
        if (!checked.success)
          toast.show(new Error(checked.errors.phone), t`Please enter a valid mobile number`);
      },
    },
  );

  return (
    <AuthCard
      title={t`Log in via Mobile`}
      subtitle={t`We'll send a ${OTP_LENGTH}-digit code to your WhatsApp.`}
    >
      {/* method="dialog": pressed before the app has taken over, the prerendered form does not
          navigate or put the number in the URL (first-load/early-input.ts). */}
      <form ref={formElement} id="login-mobile-form" method="dialog" noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t`Mobile number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            size="md"
            leftSection={<Text c="gray.8">{PHONE_PREFIX}</Text>}
            leftSectionWidth={52}
            value={form.values.phone}
            error={error}
            onChange={(event) => {
              const next = typedNumber(event.currentTarget.value);
              form.setValue('phone', next);
              if (form.validate({ phone: next }).success) toast.hide();
            }}
          />
          <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
            <Trans>Verify on WhatsApp</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Anchor
              className="tap-target"
              renderRoot={(props) => (
                <SiteLink
                  {...props}
                  data-carry-search="redirect"
                  to="/login"
                  search={{ redirect: redirectTo }}
                />
              )}
            >
              <Trans>Log in via Email</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
