import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BRAND } from '../../../../shared/constants';
import { EmailLoginSchema } from '../../../../shared/schemas/auth';
import { SiteLink } from '../../../components/site/site-link';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useEmailSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * /login (spec §2 "Email login"): email, password with a show/hide toggle, 'Let's Go', and
 * "Sign in with a passkey". The full app's route and the site island (for a visitor with no
 * stored token) both show it.
 */
export function EmailLoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  useDocumentTitle(`Log in · ${BRAND}`);
  const form = useSchemaForm(EmailLoginSchema, { email: '', password: '' });
  const signIn = useEmailSignIn(redirectTo);
  const [passwordVisible, setPasswordVisible] = useState(false);

  return (
    <AuthCard title="Welcome back" subtitle="Log in to follow your aligner treatment.">
      <form noValidate onSubmit={form.onSubmit((input) => signIn.mutate(input))}>
        <Stack gap="md">
          <TextInput
            {...form.inputProps('email')}
            label="Email"
            type="email"
            inputMode="email"
            // The browser may offer the user's passkeys here too (its autofill).
            autoComplete="username webauthn"
            required
            size="md"
          />
          <PasswordInput
            {...form.inputProps('password')}
            label="Password"
            autoComplete="current-password"
            required
            size="md"
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible ? 'Hide password' : 'Show password',
            }}
          />
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            Let&apos;s Go
          </Button>
          <PasskeySignIn redirectTo={redirectTo} />
          <Text size="sm" ta="center">
            <Anchor
              className="tap-target"
              renderRoot={(props) => (
                <SiteLink {...props} to="/login-mobile" search={{ redirect: redirectTo }} />
              )}
            >
              Log in via Mobile
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
