/**
 * Two app processes on one PostgreSQL database behave as one app (docs/design.md §1 "Several
 * instances"): sessions, rate limits, one-time codes and files all live in the database.
 * Runs when DATABASE_URL is set (vitest.config.ts leaves it out otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_IP_RATE_LIMIT } from '../../src/shared/constants';
import { minimalPdf } from '../e2e/support/minimal-pdf';
import {
  apiCallInit,
  lastCodeIn,
  startServer,
  type ServerProcess,
} from '../support/server-process';
import { copyTemplateDatabase } from '../support/test-db';
import { ipSequence } from '../support/test-app';

const ADMIN = { email: 'admin@two.example', password: 'two instances passphrase 2026' };
const freshIp = ipSequence(42);
let database: { url: string; drop(): Promise<void> };
let a: { server: ServerProcess; base: string };
let b: { server: ServerProcess; base: string };

async function start() {
  const server = startServer({
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: 'no-client-here',
  });
  return { server, base: `http://127.0.0.1:${await server.ready}` };
}

beforeAll(async () => {
  database = await copyTemplateDatabase(process.env.DATABASE_URL!);
  a = await start(); // the first start creates the admin; the second finds it
  b = await start();
}, 60_000);
afterAll(async () => {
  for (const { server } of [a, b]) {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database.drop();
});

async function call(
  base: string,
  method: string,
  path: string,
  { body, token, ip = freshIp() }: { body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await fetch(base + path, apiCallInit(method, { body, token, ip }));
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
  };
}

const signIn = async (base: string, email: string, password: string) =>
  (await call(base, 'POST', '/api/users/login', { body: { email, password } })).body
    .authToken as string;

describe('two app instances on one PostgreSQL', () => {
  it('a token signed in on one works on the other, and revoked on one is refused by the other', async () => {
    const token = await signIn(a.base, ADMIN.email, ADMIN.password);
    expect((await call(b.base, 'POST', '/api/users/current-user', { token })).status).toBe(200);
    expect((await call(a.base, 'POST', '/api/users/logout', { token })).status).toBe(200);
    expect((await call(b.base, 'POST', '/api/users/current-user', { token })).status).toBe(401);
  });

  it('a sign-in limit reached on one instance holds on the other', async () => {
    const ip = freshIp();
    const wrong = { email: ADMIN.email, password: 'not the password at all' };
    // All at once, alternating instances: each is counted on arrival, before its slow password
    // check, so the whole burst falls in one window however long the checks take.
    const answers = await Promise.all(
      Array.from({ length: LOGIN_IP_RATE_LIMIT.max + 1 }, (_, i) =>
        call(i % 2 === 0 ? a.base : b.base, 'POST', '/api/users/login', { body: wrong, ip }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(LOGIN_IP_RATE_LIMIT.max).fill(401), 429]);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toMatch(/Too many/);
  });

  it('a code sent by one instance signs in on the other, once', async () => {
    const admin = await signIn(a.base, ADMIN.email, ADMIN.password);
    const phone = `7${String(Date.now()).slice(-9)}`;
    const registered = await call(a.base, 'POST', '/api/users/register', {
      token: admin,
      body: {
        name: 'Two Instances',
        phone,
        email: `two-${phone}@example.com`,
        dob: '1990-01-01',
        gender: 'male',
        link3d: 'https://example.com/plan',
        startDate: '2026-01-01',
        aligners: 10,
      },
    });
    expect(registered.status).toBe(201);
    expect((await call(a.base, 'POST', '/api/users/login', { body: { phone } })).status).toBe(200);
    // The code leaves through the outbox just after the answer, from whichever instance claims it.
    const printed = () => lastCodeIn(a.server.output() + b.server.output(), phone);
    await expect.poll(printed, { timeout: 15_000 }).toMatch(/^\d{6}$/);
    const code = printed()!;
    const verified = await call(b.base, 'POST', '/api/users/verify-otp', {
      body: { phone, otp: code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.phone).toBe(phone);
    const replay = await call(a.base, 'POST', '/api/users/verify-otp', {
      body: { phone, otp: code },
    });
    expect(replay.status).toBe(400);
  });

  it('a file uploaded through one instance is served by the other', async () => {
    const admin = await signIn(a.base, ADMIN.email, ADMIN.password);
    const created = await call(a.base, 'POST', '/api/jobs', {
      token: admin,
      body: {
        title: 'Assistant',
        description: 'Chairside help.',
        department: 'Clinic',
        jobType: 'Full time',
        location: 'Pune',
        salaryRange: 'On request',
        education: 'Any',
        experience: 'None',
      },
    });
    expect(created.status).toBe(201);
    const job = created.body.job._id as string;
    const pdf = minimalPdf('Two Instances');
    const form = new FormData();
    const email = `applicant-${Date.now()}@example.com`;
    form.set(
      'data',
      JSON.stringify({ name: 'Two Instances', email, phone: '9876543210', job, about: '' }),
    );
    form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    expect((await call(a.base, 'POST', '/api/apply-jobs', { body: form })).status).toBe(201);

    const list = await call(b.base, 'GET', '/api/apply-jobs', { token: admin });
    const application = (list.body.applyJobs as { email: string; resume: string }[]).find(
      (x) => x.email === email,
    )!;
    const file = await call(b.base, 'GET', new URL(application.resume, b.base).pathname, {
      token: admin,
    });
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });
});
