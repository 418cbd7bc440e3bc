/** The push and reminder settings of src/server/env.ts: defaults and refusals at start-up. */
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';

describe('push and reminder configuration', () => {
  it('defaults to 9 o’clock, a check a minute and the four big push services', () => {
    const env = readEnv({});
    expect(env.REMINDER_HOUR).toBe(9);
    expect(env.REMINDER_CHECK_SECONDS).toBe(60);
    expect(env.PUSH_ALLOWED_HOSTS.map((h) => `${h.wildcard ? '*.' : ''}${h.host}`)).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it('takes a VAPID pair from the environment', () => {
    const keys = webpush.generateVAPIDKeys();
    const env = readEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(env.VAPID_PUBLIC_KEY).toBe(keys.publicKey);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey }, /set both/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, /65 bytes in base64url/],
    [{ REMINDER_HOUR: '24' }, /REMINDER_HOUR: must be at most 23/],
    [{ REMINDER_HOUR: 'nine' }, /REMINDER_HOUR: must be a whole number/],
    [{ REMINDER_CHECK_SECONDS: '0' }, /REMINDER_CHECK_SECONDS: must be at least 1/],
    [{ PUSH_ALLOWED_HOSTS: 'https://fcm.googleapis.com' }, /PUSH_ALLOWED_HOSTS: .* is not a host/],
  ])('refuses %j', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
