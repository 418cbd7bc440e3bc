import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MOBILE_DIGITS, PHONE_PREFIX } from '../../../../../shared/constants';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSendCode } from '../../api/sign-in';
import { AuthCard } from '../auth-card';

const INVALID_TITLE = 'Please enter a valid mobile number';
const INVALID_DETAIL = 'Mobile number must be 10 digits';

interface PhoneStepProps {
  redirectTo: string | undefined;
  onCodeSent: (phone: string) => void;
}

/** Step 1: a 10-digit number after the +91 prefix, then 'Verify on WhatsApp'. */
export function PhoneStep({ redirectTo, onCodeSent }: PhoneStepProps) {
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sendCode = useSendCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.length !== MOBILE_DIGITS) {
      setInvalid(true);
      showError(new Error(INVALID_DETAIL), INVALID_TITLE);
      input.current?.focus();
      return;
    }
    sendCode.mutate(phone, {
      onSuccess: () => {
        showSuccess('Please check your Whatsapp', 'OTP sent!');
        onCodeSent(phone);
      },
    });
  };

  return (
    <AuthCard title="Log in via Mobile" subtitle="We'll send a 6-digit code to your WhatsApp.">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            ref={input}
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            size="md"
            leftSection={<Text c="gray.8">{PHONE_PREFIX}</Text>}
            leftSectionWidth={52}
            value={phone}
            error={invalid && phone.length !== MOBILE_DIGITS ? INVALID_DETAIL : undefined}
            onChange={(event) =>
              setPhone(event.currentTarget.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS))
            }
          />
          <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
            Verify on WhatsApp
          </Button>
          <Text size="sm" ta="center">
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/login" search={{ redirect: redirectTo }} />
              )}
            >
              Log in via Email
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
