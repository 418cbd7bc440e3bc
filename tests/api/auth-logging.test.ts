/** Auth events are logged, without passwords, codes or tokens (docs/security.md 32, 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/lib/logger';
import { insertPatient, TEST_PASSWORD } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: '2026-03-01T09:00:00Z',
    logger: createLogger('debug', (line) => lines.push(line)),
  });
});
afterAll(() => t.close());

const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('auth logging', () => {
  it('records sign-ins, failures, code sends and logouts with no secret in any line', async () => {
    const patient = await insertPatient(t.db);
    const secrets: string[] = [TEST_PASSWORD, 'wrong password 1'];

    await t.request('POST', '/api/users/login', {
      body: { email: patient.email, password: 'wrong password 1' },
      ip: '10.50.0.1',
    });
    const byPassword = await t.request('POST', '/api/users/login', {
      body: { email: patient.email, password: TEST_PASSWORD },
      ip: '10.50.0.2',
    });
    await t.request('POST', '/api/users/login', {
      body: { phone: patient.phone },
      ip: '10.50.0.3',
    });
    const code = t.whatsapp.messages.at(-1)!.text.match(/\d{6}/)![0];
    const wrong = code === '000000' ? '000001' : '000000';
    await t.request('POST', '/api/users/verify-otp', {
      body: { phone: patient.phone, otp: wrong },
      ip: '10.50.0.4',
    });
    const byCode = await t.request('POST', '/api/users/verify-otp', {
      body: { phone: patient.phone, otp: code },
      ip: '10.50.0.5',
    });
    await t.request('POST', '/api/users/logout', { token: byCode.body.authToken });
    const tokens = [byPassword.body.authToken as string, byCode.body.authToken as string];
    secrets.push(code, wrong, ...tokens, ...tokens.map((token) => token.split('.')[1]!));

    const logged = events().filter((event) => event.msg !== 'request');
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'login failed', method: 'password', userId: patient.id }),
      expect.objectContaining({ msg: 'login succeeded', method: 'password', userId: patient.id }),
      expect.objectContaining({ msg: 'otp sent', userId: patient.id }),
      expect.objectContaining({ msg: 'login failed', method: 'otp', ip: '10.50.0.4' }),
      expect.objectContaining({ msg: 'login succeeded', method: 'otp', userId: patient.id }),
      expect.objectContaining({ msg: 'logout', userId: patient.id }),
    ]);
    const all = lines.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});
