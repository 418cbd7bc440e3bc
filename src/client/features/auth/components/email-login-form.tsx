import { useRef, useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailLoginSchema } from '../../../../shared/schemas/auth';
import { SiteLink } from '../../../components/site/site-link';
import { useHeldSubmit } from '../../../first-load/use-held-submit';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { needsPasskey, useEmailSignIn } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * /login (docs/product-spec.md §2 "Email login"): email, password with a show/hide toggle, 'Let's
 * Go', and "Sign in with a passkey"; a page of the site.
 */
export function EmailLoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const { t } = useLingui();
  const form = useSchemaForm(EmailLoginSchema, { email: '', password: '' });
  const signIn = useEmailSignIn(redirectTo);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  useHeldSubmit(formElement);

  return (
    <AuthCard title={t`Welcome back`} subtitle={t`Log in to follow your aligner treatment.`}>
      {/* method="dialog": pressed before the app has taken over, the prerendered form does not
          navigate or put what was typed in the URL (first-load/early-input.ts). */}
      <form
        ref={formElement}
        id="login-form"
        method="dialog"
        noValidate
        onSubmit={form.onSubmit((input) => void signIn.run(input))}
      >
        <Stack gap="md">
          <TextInput
            {...form.inputProps('email')}
            label={t`Email`}
            type="email"
            inputMode="email"
            // The browser may offer the user's passkeys here too (its autofill).
            autoComplete="username webauthn"
            required
            size="md"
          />
          <PasswordInput
            {...form.inputProps('password')}
            label={t`Password`}
            autoComplete="current-password"
            required
            size="md"
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible ? t`Hide password` : t`Show password`,
            }}
          />
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            <Trans>Let&apos;s Go</Trans>
          </Button>
          <PasskeySignIn
            redirectTo={redirectTo}
            guidance={needsPasskey(signIn.error) ? signIn.error?.message : undefined}
          />
          <Text size="sm" ta="center">
            <Anchor
              className="tap-target"
              renderRoot={(props) => (
                <SiteLink
                  {...props}
                  data-carry-search="redirect"
                  to="/login-mobile"
                  search={{ redirect: redirectTo }}
                />
              )}
            >
              <Trans>Log in via Mobile</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
