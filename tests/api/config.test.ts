import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';
import { DEFAULT_CLINIC_TIMEZONE, PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { createTestApp, type TestApp } from '../support/test-app';

const CHAT_SRC = 'https://chat.vendor.example/widget/loader.js';

describe('GET /api/config', () => {
  describe('without a live chat', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('tells the browser there is no chat to load', async () => {
      const res = await t.request('GET', '/api/config');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        liveChatSrc: null,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        clinicTimeZone: DEFAULT_CLINIC_TIMEZONE,
      });
    });
  });

  describe('with LIVECHAT_SRC set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { LIVECHAT_SRC: CHAT_SRC, CLINIC_TIMEZONE: 'Asia/Dubai' } });
    });
    afterAll(() => t.close());

    it("answers the script address and the clinic's time zone without signing in", async () => {
      const res = await t.request('GET', '/api/config');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        liveChatSrc: CHAT_SRC,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        clinicTimeZone: 'Asia/Dubai',
      });
    });
  });

  it('refuses a chat script that is not served over HTTPS', () => {
    expect(() => readEnv({ LIVECHAT_SRC: 'http://chat.vendor.example/loader.js' })).toThrow(
      /LIVECHAT_SRC/,
    );
  });
});
