/**
 * Every endpoint × anonymous / patient / another patient / admin (docs/security.md 16): anonymous
 * callers get 401 where a sign-in is needed, the wrong role 403, and allowed callers neither.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { ENDPOINTS, type Access, type Endpoint } from '../support/endpoints';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

type Caller = 'anonymous' | 'patient' | 'other patient' | 'admin';

let t: TestApp;
let owner: UserRow;
let other: UserRow;
let admin: UserRow;
const nextIp = ipSequence(9);

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertPatient(t.db);
  other = await insertPatient(t.db);
  admin = await insertAdmin(t.db);
});
afterAll(() => t.close());

function allowed(access: Access, caller: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return caller !== 'anonymous';
    case 'patient':
      return caller === 'patient' || caller === 'other patient';
    case 'admin':
      return caller === 'admin';
    case 'owner-or-admin':
      return caller === 'patient' || caller === 'admin';
  }
}

async function call(endpoint: Endpoint, caller: Caller) {
  const user = { anonymous: null, patient: owner, 'other patient': other, admin }[caller];
  const token = user ? await tokenFor(t.db, user) : undefined;
  const path = endpoint.path.replace(':self', owner.id).replace(':id', randomUUID());
  const body =
    endpoint.body === 'json' ? {} : endpoint.body === 'multipart' ? new FormData() : undefined;
  return t.request(endpoint.method, path, {
    token,
    body,
    ip: nextIp(),
  });
}

const callers: Caller[] = ['anonymous', 'patient', 'other patient', 'admin'];
const cases = ENDPOINTS.flatMap((endpoint) => callers.map((caller) => ({ endpoint, caller })));

describe('access matrix', () => {
  it.each(cases)('$endpoint.method $endpoint.path as $caller', async ({ endpoint, caller }) => {
    const res = await call(endpoint, caller);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (allowed(endpoint.access, caller)) {
      expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
    } else {
      expect(res.status).toBe(caller === 'anonymous' ? 401 : 403);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
