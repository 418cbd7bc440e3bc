/**
 * Property-based input fuzzing (docs/security.md 19): bodies, query strings and path parameters
 * generated from the shared valibot schemas. Target: no 5xx ever, every error carries a
 * `message`, and whatever the server accepts (2xx) satisfies the endpoint's schema.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginSchema, PhoneSchema, VerifyOtpSchema } from '../../src/shared/schemas/auth';
import { ContactSchema, NewsletterSchema } from '../../src/shared/schemas/contact';
import {
  ApplicationDataSchema,
  BlogDataSchema,
  JobSchema,
  JobUpdateSchema,
} from '../../src/shared/schemas/content';
import { AlignerSwitchSchema } from '../../src/shared/schemas/aligner-switch';
import { CheckInDataSchema, CheckInReviewSchema } from '../../src/shared/schemas/check-in';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '../../src/shared/schemas/push';
import { AdminPatchSchema, IssueQuerySchema, ResumeSchema } from '../../src/shared/schemas/issue';
import { ModeratorSchema } from '../../src/shared/schemas/moderator';
import { PatientCreateSchema, PatientUpdateSchema } from '../../src/shared/schemas/patient';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { arbitraryFor } from '../support/valibot-arbitrary';
import { createTestApp, type TestApp } from '../support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let admin: UserRow;
let patient: UserRow;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAdmin(t.db);
  patient = await insertPatient(t.db);
  adminToken = await tokenFor(t.db, admin);
});
afterAll(() => t.close());

function expectSane(res: { status: number; body: any }, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body?.message, label).toBe('string');
}

interface JsonTarget {
  method: string;
  /** `:patient` is the test patient's id, `:random` a fresh unknown id. */
  path: string;
  schema: v.GenericSchema;
  as: 'admin' | 'patient' | 'anonymous';
}

const jsonTargets: JsonTarget[] = [
  { method: 'POST', path: '/api/users/login', schema: LoginSchema, as: 'anonymous' },
  { method: 'POST', path: '/api/users/verify-otp', schema: VerifyOtpSchema, as: 'anonymous' },
  { method: 'POST', path: '/api/users/resend-otp', schema: PhoneSchema, as: 'anonymous' },
  { method: 'POST', path: '/api/users/register', schema: PatientCreateSchema, as: 'admin' },
  {
    method: 'PATCH',
    path: '/api/users/update/:patient',
    schema: PatientUpdateSchema,
    as: 'admin',
  },
  { method: 'POST', path: '/api/issue-query', schema: IssueQuerySchema, as: 'patient' },
  {
    method: 'PUT',
    path: '/api/issue-query/:patient',
    schema: ResumeSchema,
    as: 'patient',
  },
  {
    method: 'PATCH',
    path: '/api/issues/admin-patch/:patient',
    schema: AdminPatchSchema,
    as: 'admin',
  },
  { method: 'POST', path: '/api/misc', schema: ModeratorSchema, as: 'admin' },
  { method: 'POST', path: '/api/aligner-switches', schema: AlignerSwitchSchema, as: 'patient' },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    schema: PushSubscriptionSchema,
    as: 'patient',
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    schema: PushUnsubscribeSchema,
    as: 'patient',
  },
  {
    method: 'PATCH',
    path: '/api/check-ins/:random',
    schema: CheckInReviewSchema,
    as: 'admin',
  },
  { method: 'POST', path: '/api/jobs', schema: JobSchema, as: 'admin' },
  { method: 'PUT', path: '/api/jobs/:random', schema: JobUpdateSchema, as: 'admin' },
  { method: 'POST', path: '/api/contact', schema: ContactSchema, as: 'anonymous' },
  { method: 'POST', path: '/api/newsletter', schema: NewsletterSchema, as: 'anonymous' },
];

const resolve = (path: string) =>
  path.replace(':patient', patient.id).replace(':random', randomUUID());

/** A fresh session per test: a fuzzed password change may have revoked the previous one. */
async function tokenAs(as: JsonTarget['as']): Promise<string | undefined> {
  if (as === 'anonymous') return undefined;
  return tokenFor(t.db, as === 'admin' ? admin : patient);
}

describe('fuzzing JSON bodies', () => {
  it.each(jsonTargets.map((target) => ({ ...target, name: `${target.method} ${target.path}` })))(
    '$name',
    async (target) => {
      const token = await tokenAs(target.as);
      await fc.assert(
        fc.asyncProperty(arbitraryFor(target.schema as never), async (body) => {
          const res = await t.request(target.method, resolve(target.path), {
            body,
            token,
            ip: '10.77.0.1',
          });
          expectSane(res, `${target.method} ${resolve(target.path)}`);
          if (res.status < 300) expect(v.is(target.schema, body), JSON.stringify(body)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    600_000,
  );

  it('survives bodies that are not JSON objects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...jsonTargets),
        fc.string({ unit: 'binary' }),
        async (target, raw) => {
          const res = await t.request(target.method, resolve(target.path), {
            body: raw,
            token: await tokenAs(target.as),
            ip: '10.77.0.2',
          });
          expectSane(res, resolve(target.path));
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});

describe('fuzzing multipart data fields', () => {
  it.each([
    { path: '/api/blogs', schema: BlogDataSchema, as: 'admin' as const, file: 'image' },
    {
      path: '/api/apply-jobs',
      schema: ApplicationDataSchema,
      as: 'anonymous' as const,
      file: 'resume',
    },
    {
      path: '/api/check-ins',
      schema: CheckInDataSchema,
      as: 'patient' as const,
      file: 'photos',
    },
  ])(
    'POST $path',
    async ({ path, schema, as, file }) => {
      const token = await tokenAs(as);
      await fc.assert(
        fc.asyncProperty(arbitraryFor(schema as never), fc.boolean(), async (data, withFile) => {
          const form = new FormData();
          form.set('data', JSON.stringify(data));
          if (withFile) form.set(file, new Blob(['not really a file']), 'x.bin');
          const res = await t.request('POST', path, {
            body: form,
            token,
            ip: '10.77.0.3',
          });
          expectSane(res, path);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    },
    600_000,
  );
});

describe('fuzzing query strings and path parameters', () => {
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom('-1', '0', '1e9', '../../etc/passwd', '%00', "' or 1=1", '999999999999'),
  );

  it('list queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/users',
          '/api/blogs',
          '/api/issues',
          '/api/aligner-switches',
          '/api/check-ins',
          '/api/audit',
        ),
        fc.dictionary(
          fc.constantFrom(
            'q',
            'limit',
            'page',
            'sortBy',
            'order',
            'status',
            'patientId',
            'review',
            'x',
          ),
          text,
        ),
        async (path, query) => {
          const res = await t.request('GET', `${path}?${new URLSearchParams(query)}`, {
            token: adminToken,
          });
          expectSane(res, path);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('ids in paths', async () => {
    const paths = [
      '/api/blogs/',
      '/api/jobs/',
      '/api/files/',
      '/api/users/delete/',
      '/api/misc/',
      '/api/newsletter/',
      '/api/users/update/',
      '/api/issue-query/',
      '/api/issues/admin-patch/',
      '/api/check-ins/',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        text,
        fc.constantFrom('GET', 'DELETE', 'PUT', 'PATCH'),
        async (path, id, method) => {
          const body = method === 'PUT' || method === 'PATCH' ? { name: 'x' } : undefined;
          const res = await t.request(method, `${path}${encodeURIComponent(id)}`, {
            token: adminToken,
            body,
          });
          expectSane(res, path);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
