/**
 * The browser tests' pinned clock (middleware/test-clock.ts): with TEST_CLOCK_HEADER a
 * request's X-Test-Clock-Offset moves the server's today for that request alone; without it
 * the header changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { apiCallInit, startServer, type ServerProcess } from '../support/server-process';

const ADMIN = { email: 'admin@clock.example', password: 'pinned clock passphrase 2026' };
const PATIENT_PASSWORD = 'patient passphrase 2026';
const DAY_MS = 24 * 60 * 60 * 1000;
const folders: string[] = [];
const servers: ServerProcess[] = [];

afterAll(() => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function serverWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-clock-'));
  folders.push(dataDir);
  const server = startServer({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLINIC_TIMEZONE: DEFAULT_CLINIC_TIMEZONE,
    ...env,
  });
  servers.push(server);
  const base = `http://127.0.0.1:${await server.ready}`;
  const call = async (path: string, method: string, body: unknown, headers = {}) => {
    const init = apiCallInit(method, { body, ip: '127.0.0.1' });
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...headers },
    });
    const date = Date.parse(response.headers.get('date') ?? '');
    return { status: response.status, body: (await response.json()) as any, date };
  };
  const admin = await call('/api/users/login', 'POST', ADMIN);
  const registered = await call(
    '/api/users/register',
    'POST',
    {
      name: 'Clock Patient',
      phone: '7000000001',
      email: 'clock@patient.example',
      password: PATIENT_PASSWORD,
      dob: '1992-05-04',
      gender: 'female',
      link3d: 'https://example.com/plan',
      startDate: todayIn(DEFAULT_CLINIC_TIMEZONE),
      aligners: 12,
      steps: 2,
    },
    { Authorization: `Bearer ${admin.body.authToken}` },
  );
  expect(registered.status).toBe(201);
  const patient = await call('/api/users/login', 'POST', {
    email: 'clock@patient.example',
    password: PATIENT_PASSWORD,
  });
  /** The patient's days completed, as the server counts them with these headers. */
  const daysCompleted = async (headers: Record<string, string>) => {
    const answer = await call('/api/users/current-user', 'POST', undefined, {
      Authorization: `Bearer ${patient.body.authToken}`,
      ...headers,
    });
    return {
      status: answer.status,
      days: answer.body.user?.daysCompleted,
      body: answer.body,
      /** How far the answer's `Date` is from this machine's clock. */
      dateAhead: answer.date - Date.now(),
    };
  };
  return daysCompleted;
}

describe('the test clock', () => {
  it('moves the server’s today for the requests that carry an offset, and only for them', async () => {
    const daysCompleted = await serverWith({ TEST_CLOCK_HEADER: '1' });
    const now = await daysCompleted({});
    // India keeps no summer time: ten times 24 hours ahead is ten clinic days later.
    const later = await daysCompleted({ 'X-Test-Clock-Offset': String(10 * DAY_MS) });
    expect(later.days - now.days).toBe(10);
    // Dated as a server at that instant would date it: the app reads its clock from `Date`.
    expect(Math.abs(later.dateAhead - 10 * DAY_MS)).toBeLessThan(5_000);
    expect(Math.abs(now.dateAhead)).toBeLessThan(5_000);
    expect((await daysCompleted({})).days).toBe(now.days);

    const refused = await daysCompleted({ 'X-Test-Clock-Offset': 'tomorrow' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/X-Test-Clock-Offset/i);
  }, 120_000);

  it('is ignored unless TEST_CLOCK_HEADER is set', async () => {
    const daysCompleted = await serverWith({});
    const now = await daysCompleted({});
    const shifted = await daysCompleted({ 'X-Test-Clock-Offset': String(10 * DAY_MS) });
    expect(shifted.status).toBe(200);
    expect(shifted.days).toBe(now.days);
    expect(Math.abs(shifted.dateAhead)).toBeLessThan(5_000);
  }, 120_000);
});
