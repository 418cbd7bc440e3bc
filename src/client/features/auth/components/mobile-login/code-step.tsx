import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { OTP_LENGTH, PHONE_PREFIX } from '../../../../../shared/constants';
import { showError } from '../../../../lib/toast';
import { useVerifyCode } from '../../api/sign-in';
import { AuthCard } from '../auth-card';
import { ResendCode } from './resend-code';

interface CodeStepProps {
  phone: string;
  redirectTo: string | undefined;
  onChangeNumber: () => void;
}

/** Step 2, 'Verify OTP': six single-digit boxes, 'Verify & Continue', resend, change number. */
export function CodeStep({ phone, redirectTo, onChangeNumber }: CodeStepProps) {
  const [code, setCode] = useState('');
  const verify = useVerifyCode(redirectTo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      showError(new Error('Please enter a valid OTP'));
      return;
    }
    verify.mutate({ phone, otp: code });
  };

  return (
    <AuthCard
      title="Verify OTP"
      subtitle={
        <>
          Enter the {OTP_LENGTH}-digit code sent on WhatsApp to{' '}
          <Text span fw={600} c="dark">
            {PHONE_PREFIX} {phone}
          </Text>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Group justify="center">
            <PinInput
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="lg"
              gap={6}
              placeholder=""
              value={code}
              onChange={setCode}
              aria-label="One-time code"
              getInputProps={(index) => ({
                'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
              })}
            />
          </Group>
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            Verify &amp; Continue
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
              Not your number?
            </Anchor>
            <ResendCode phone={phone} onResent={() => setCode('')} />
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
