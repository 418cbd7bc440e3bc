import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_ALLOWED_HOSTS,
  isAllowedEndpoint,
  parseAllowedHosts,
} from '../../src/server/services/push-hosts';

const defaults = parseAllowedHosts(DEFAULT_PUSH_ALLOWED_HOSTS);

describe('push host allowlist', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://FCM.googleapis.com/fcm/send/abc', true],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://a.b.push.apple.com/QGx', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://push.apple.com/QGx', false],
    ['https://evilpush.apple.com/QGx', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://localhost/x', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, expected) => {
    expect(isAllowedEndpoint(endpoint, defaults)).toBe(expected);
  });

  it('takes named ports, IP addresses and wildcards from the list', () => {
    const allowed = parseAllowedHosts(' 127.0.0.1:8443 ,*.push.example:444, Push.Example ');
    expect(allowed).toEqual([
      { host: '127.0.0.1', wildcard: false, port: 8443 },
      { host: 'push.example', wildcard: true, port: 444 },
      { host: 'push.example', wildcard: false, port: 443 },
    ]);
    expect(isAllowedEndpoint('https://127.0.0.1:8443/p/1', allowed)).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1/p/1', allowed)).toBe(false);
    expect(isAllowedEndpoint('https://eu.push.example:444/p', allowed)).toBe(true);
    expect(isAllowedEndpoint('https://eu.push.example/p', allowed)).toBe(false);
    expect(isAllowedEndpoint('https://push.example/p', allowed)).toBe(true);
  });

  it.each(['https://fcm.googleapis.com', 'host:99999', '*.', 'a b', '**.x'])(
    'refuses the entry %s',
    (entry) => {
      expect(() => parseAllowedHosts(entry)).toThrow(/is not a host/);
    },
  );
});
