import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moderators } from '../../src/server/db/schema';
import { createTestAppWithTokens, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let patient: string;

beforeAll(async () => {
  ({ app: t, admin, patient } = await createTestAppWithTokens());
});
afterAll(() => t.close());
// Each test starts from no moderators: none depends on what another added, or on their order.
beforeEach(async () => {
  await t.db.delete(moderators);
});

const list = async () => (await t.request('GET', '/api/misc', { token: admin })).body.numbers;

describe('moderator numbers', () => {
  it('starts empty, adds a number, lists it and removes it', async () => {
    expect(await list()).toEqual([]);

    const added = await t.request('POST', '/api/misc', {
      token: admin,
      body: { number: ' 9876543210 ' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ message: 'Moderator added successfully.' });

    const numbers = await list();
    expect(numbers).toEqual([{ _id: expect.any(String), number: '9876543210' }]);

    const removed = await t.request('DELETE', `/api/misc/${numbers[0]._id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Moderator removed successfully.' });
    expect(await list()).toEqual([]);
  });

  it('lists numbers in the order they were added', async () => {
    for (const number of ['9000000001', '8000000002', '7000000003']) {
      t.clock.advance(1000);
      expect(
        (await t.request('POST', '/api/misc', { token: admin, body: { number } })).status,
      ).toBe(201);
    }
    expect((await list()).map((n: { number: string }) => n.number)).toEqual([
      '9000000001',
      '8000000002',
      '7000000003',
    ]);
  });

  it('answers a duplicate with 409, also when two admins add it at once', async () => {
    await t.request('POST', '/api/misc', { token: admin, body: { number: '6000000004' } });
    const again = await t.request('POST', '/api/misc', {
      token: admin,
      body: { number: '6000000004' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This number is already a moderator.');

    const both = await Promise.all(
      [1, 2].map(() =>
        t.request('POST', '/api/misc', { token: admin, body: { number: '6111111111' } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      (await list()).filter((n: { number: string }) => n.number === '6111111111'),
    ).toHaveLength(1);
  });

  it.each([
    ['too short', { number: '98765' }],
    ['starting with 5', { number: '5876543210' }],
    ['with letters', { number: '98765abcde' }],
    ['as a number', { number: 9876543210 }],
  ])('rejects a number %s with the spec message', async (_label, body) => {
    const res = await t.request('POST', '/api/misc', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Enter a valid 10-digit WhatsApp number.');
  });

  it('rejects a missing number, unknown keys and a body that is not JSON', async () => {
    for (const body of [{}, { number: '9876500000', note: 'x' }, '{"number":']) {
      const res = await t.request('POST', '/api/misc', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await list()).some((n: { number: string }) => n.number === '9876500000')).toBe(false);
  });

  it('answers 404 when deleting an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await t.request('DELETE', `/api/misc/${id}`, { token: admin });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Moderator not found');
    }
  });

  it('is for admins only: 401 anonymous, 403 for a patient', async () => {
    const calls = [
      ['GET', '/api/misc', undefined],
      ['POST', '/api/misc', { number: '9876543211' }],
      ['DELETE', `/api/misc/${randomUUID()}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.request(method, path, { body })).status, `${method} anonymous`).toBe(401);
      expect((await t.request(method, path, { body, token: patient })).status, method).toBe(403);
    }
    expect((await list()).some((n: { number: string }) => n.number === '9876543211')).toBe(false);
  });
});
