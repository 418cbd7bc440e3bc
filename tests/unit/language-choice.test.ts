/**
 * The language choice of the client (src/client/lib/language-choice.ts): a signed-in patient's
 * choice is kept on the account too, and after signing in, a browser with no choice takes the
 * account's language while an account with none takes the browser's.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../src/shared/api-types';

const calls = vi.hoisted(() => ({
  activated: [] as string[],
  patched: [] as unknown[],
  token: 'a.token' as string | null,
  fail: false,
}));
vi.mock('../../src/client/lib/i18n', () => ({
  activateLanguage: async (language: string) => void calls.activated.push(language),
}));
vi.mock('../../src/client/lib/api-client', () => ({
  apiRequest: async (path: string, options: { method: string; body: unknown }) => {
    calls.patched.push({ path, method: options.method, body: options.body });
    if (calls.fail) throw new Error('offline');
    return {};
  },
}));
vi.mock('../../src/client/lib/session', () => ({ getToken: () => calls.token }));

const { adoptAccountLanguage, chooseLanguage, cookieLanguage } =
  await import('../../src/client/lib/language-choice');

const page = { cookie: '', documentElement: { lang: 'en' } };
vi.stubGlobal('document', page);
vi.stubGlobal('window', { location: { protocol: 'https:' } });

const patient = (language: CurrentUser['language']): CurrentUser => ({
  _id: 'p1',
  role: 'patient',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  gender: 'female',
  language,
});

beforeEach(() => {
  Object.assign(calls, { activated: [], patched: [], token: 'a.token', fail: false });
  Object.assign(page, { cookie: '', documentElement: { lang: 'en' } });
});

describe('chooseLanguage', () => {
  it('keeps the choice in the cookie, shows the page in it and saves it on the account', async () => {
    await chooseLanguage('mr');
    expect(cookieLanguage()).toBe('mr');
    expect(page.cookie).toContain('Max-Age=31536000; SameSite=Lax; Secure');
    expect(page.documentElement.lang).toBe('mr');
    expect(calls.activated).toEqual(['mr']);
    expect(calls.patched).toEqual([
      { path: '/users/me', method: 'PATCH', body: { language: 'mr' } },
    ]);
  });

  it('asks nothing of the API when signed out, and shrugs off a refusal', async () => {
    calls.token = null;
    await chooseLanguage('hi');
    expect(calls.patched).toEqual([]);
    calls.token = 'a.token';
    calls.fail = true;
    await expect(chooseLanguage('en')).resolves.toBeUndefined();
    expect(cookieLanguage()).toBe('en');
  });

  it("keeps a staff member's choice in this browser only (staff accounts keep no language)", async () => {
    await chooseLanguage('hi', 'admin');
    expect(cookieLanguage()).toBe('hi');
    expect(calls.activated).toEqual(['hi']);
    expect(calls.patched).toEqual([]);
    await chooseLanguage('mr', 'patient');
    expect(calls.patched).toEqual([
      { path: '/users/me', method: 'PATCH', body: { language: 'mr' } },
    ]);
  });
});

describe('adoptAccountLanguage, after a sign-in', () => {
  it("shows a browser with no choice in the account's language", async () => {
    await adoptAccountLanguage(patient('hi'));
    expect(cookieLanguage()).toBe('hi');
    expect(calls.activated).toEqual(['hi']);
    expect(calls.patched).toEqual([]);
  });

  it("keeps the browser's choice, and saves it on an account without one", async () => {
    page.cookie = 'tapalign-lang=mr';
    await adoptAccountLanguage(patient('hi'));
    expect(calls.activated).toEqual([]);
    expect(calls.patched).toEqual([]);
    await adoptAccountLanguage(patient(null));
    expect(calls.patched).toEqual([
      { path: '/users/me', method: 'PATCH', body: { language: 'mr' } },
    ]);
  });

  it('leaves staff and accounts without a language alone', async () => {
    await adoptAccountLanguage({ ...patient('mr'), role: 'admin' });
    await adoptAccountLanguage(patient(null));
    expect(calls.activated).toEqual([]);
    expect(calls.patched).toEqual([]);
  });
});
