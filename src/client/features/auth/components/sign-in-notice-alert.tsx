import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { SIGN_IN_NOTICES, takeSignInNotice, type SignInNotice } from '../../../lib/sign-in-notice';

/** "You have been signed out" / "Your session has ended …" above the sign-in form, once. */
export function SignInNoticeAlert() {
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  useEffect(() => {
    // Read after hydration (the page may be prerendered); kept if an effect runs twice.
    const waiting = takeSignInNotice();
    if (waiting) setNotice(waiting);
  }, []);
  if (!notice) return null;
  return (
    <Alert
      color={notice === 'expired' ? 'orange.9' : 'brand.9'}
      variant="light"
      radius="md"
      mb="md"
      role="status"
      data-testid="sign-in-notice"
    >
      <Text size="sm" c="dark" fw={600}>
        {SIGN_IN_NOTICES[notice]}
      </Text>
    </Alert>
  );
}
