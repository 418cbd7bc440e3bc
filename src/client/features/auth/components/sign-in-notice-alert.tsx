import { Alert, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { SIGN_IN_NOTICE_KINDS, type SignInNotice } from '../../../lib/sign-in-notice';
import classes from './sign-in-notice-alert.module.css';

const NOTICE_TEXTS: Record<SignInNotice, ReturnType<typeof msg>> = {
  'signed-out': msg`You have been signed out`,
  expired: msg`Your session has ended — please sign in again`,
  'add-passkey': msg`Sign in again to add a passkey`,
};

/**
 * "You have been signed out" / "Your session has ended …" above the sign-in form. Every notice
 * is in the markup, hidden; the one the page was opened with (`<html data-sign-in-notice>`,
 * set before the page paints: lib/sign-in-notice.ts) is shown by the stylesheet, so it is
 * there from the first paint, and hydration changes nothing on screen.
 */
export function SignInNoticeAlert() {
  const { i18n } = useLingui();
  return SIGN_IN_NOTICE_KINDS.map((notice) => (
    <Alert
      key={notice}
      className={classes.notice}
      data-notice={notice}
      color={notice === 'expired' ? 'orange' : 'brand'}
      variant="light"
      radius="md"
      mb="md"
      role="status"
      data-testid="sign-in-notice"
    >
      <Text size="sm" c="dark" fw={600}>
        {i18n._(NOTICE_TEXTS[notice])}
      </Text>
    </Alert>
  ));
}
