/** Passkeys: adding, listing and removing them, signing in with one, and the admin's second factor. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, passkeys, webauthnChallenges } from '../../src/server/db/schema';
import { sweepExpired } from '../../src/server/services/maintenance';
import { deletePasskeysOfEmail, relyingParty } from '../../src/server/services/passkeys';
import {
  PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS,
  PASSKEY_OPTIONS_IP_RATE_LIMIT,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
  WEBAUTHN_CHALLENGES_PER_USER,
} from '../../src/shared/schemas/passkeys';
import {
  insertAdmin,
  insertPatient,
  TEST_PASSWORD,
  tokenFor,
  type UserRow,
} from '../factories/users';
import { deviceCookieFrom } from '../support/device-cookie';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

/** The in-process app is asked for http://localhost/…: its relying party. */
const ORIGIN = 'http://localhost';
const NOT_ACCEPTED = 'This passkey was not accepted. Please try again, or sign in another way.';

let t: TestApp;
const nextIp = ipSequence(31);
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T09:00:00Z' });
});
afterAll(() => t.close());

/** Adds a passkey for the user through the API, with a fresh authenticator unless one is given. */
async function addPasskey(user: UserRow, authenticator = new SoftAuthenticator(), name?: string) {
  const token = await tokenFor(t.db, user);
  const options = await t.request('POST', '/api/passkeys/registration-options', { token });
  expect(options.status).toBe(200);
  const response = authenticator.register(options.body, ORIGIN);
  const added = await t.request('POST', '/api/passkeys', { token, body: { response, name } });
  return { token, authenticator, added, options: options.body, response };
}

async function signInOptions() {
  const res = await t.request('POST', '/api/users/login/passkey-options', { ip: nextIp() });
  expect(res.status).toBe(200);
  return res.body as { challenge: string; rpId: string; userVerification: string };
}

const passkeySignIn = (response: unknown, ip = nextIp(), cookie?: string) =>
  t.request('POST', '/api/users/login/passkey', {
    body: { response },
    ip,
    headers: cookie ? { Cookie: cookie } : undefined,
  });

const actionsOf = async (userId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, userId))).map(
    (e) => e.action,
  );

describe('adding a passkey', () => {
  it('offers discoverable credentials with user verification, excluding those already added', async () => {
    const patient = await insertPatient(t.db);
    const { token, response } = await addPasskey(patient);
    const again = await t.request('POST', '/api/passkeys/registration-options', { token });
    expect(again.body).toMatchObject({
      rp: { id: 'localhost', name: 'TapAlign' },
      user: { name: patient.email, displayName: patient.name },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      timeout: WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000,
    });
    expect(again.body.excludeCredentials).toEqual([
      expect.objectContaining({ id: response.id, type: 'public-key' }),
    ]);
  });

  it('stores the passkey with its name and lists it for its owner only', async () => {
    const patient = await insertPatient(t.db);
    const { token, added } = await addPasskey(patient, undefined, 'My phone');
    expect(added.status).toBe(201);
    expect(added.body.passkey).toEqual({
      _id: expect.any(String),
      name: 'My phone',
      createdAt: '2026-03-01T09:00:00.000Z',
      lastUsedAt: null,
    });
    const list = await t.request('GET', '/api/passkeys', { token });
    expect(list.body).toEqual({ passkeys: [added.body.passkey] });
    const other = await tokenFor(t.db, await insertPatient(t.db));
    expect((await t.request('GET', '/api/passkeys', { token: other })).body).toEqual({
      passkeys: [],
    });
    expect(await actionsOf(patient.id)).toContain('passkey.add');
  });

  it('refuses an answer to a challenge already used, or to another user’s challenge', async () => {
    const patient = await insertPatient(t.db);
    const { token, response, added } = await addPasskey(patient);
    expect(added.status).toBe(201);
    const replay = await t.request('POST', '/api/passkeys', { token, body: { response } });
    expect(replay.status).toBe(400);

    const other = await insertPatient(t.db);
    const stolen = await t.request('POST', '/api/passkeys/registration-options', { token });
    const answer = new SoftAuthenticator().register(stolen.body, ORIGIN);
    const otherToken = await tokenFor(t.db, other);
    const res = await t.request('POST', '/api/passkeys', {
      token: otherToken,
      body: { response: answer },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This passkey could not be added. Please try again.');
  });

  it('keeps at most 3 unanswered challenges per user, the newest, and none expired', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient);
    const ask = async () => {
      const res = await t.request('POST', '/api/passkeys/registration-options', { token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const storedFor = async () =>
      (
        await t.db
          .select({ challenge: webauthnChallenges.challenge })
          .from(webauthnChallenges)
          .where(eq(webauthnChallenges.userId, patient.id))
      ).map((row) => row.challenge);
    let newest = await ask();
    for (let i = 0; i < 39; i++) newest = await ask();
    const stored = await storedFor();
    expect(stored).toHaveLength(WEBAUTHN_CHALLENGES_PER_USER);
    expect(stored).toContain(newest.challenge);
    const response = new SoftAuthenticator().register(newest, ORIGIN);
    expect((await t.request('POST', '/api/passkeys', { token, body: { response } })).status).toBe(
      201,
    );

    t.clock.advance(WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000 + 1000);
    const latest = await ask();
    expect(await storedFor()).toEqual([latest.challenge]);
  });

  it('asks for a sign-in in the last 5 minutes: an older session’s token cannot add one', async () => {
    const admin = await insertAdmin(t.db);
    const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);
    expect(PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS).toBe(5 * 60);
    const stale = await tokenFor(t.db, admin, minutesAgo(5.5));
    const refused = await t.request('POST', '/api/passkeys/registration-options', {
      token: stale,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        'Sign in again to add a passkey. For your safety, a passkey can only be added within 5 minutes of signing in.',
      code: 'sign-in-again',
    });
    const stored = await t.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.userId, admin.id));
    expect(stored).toEqual([]);
    // The same stale token still lists the passkeys; a recent sign-in adds one.
    expect((await t.request('GET', '/api/passkeys', { token: stale })).status).toBe(200);
    const recent = await tokenFor(t.db, admin, minutesAgo(4.5));
    const options = await t.request('POST', '/api/passkeys/registration-options', {
      token: recent,
    });
    expect(options.status).toBe(200);
    const response = new SoftAuthenticator().register(options.body, ORIGIN);
    const added = await t.request('POST', '/api/passkeys', { token: recent, body: { response } });
    expect(added.status).toBe(201);
  });

  it('counts a passkey sign-in as a recent sign-in, as long as it is recent', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const signedIn = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    const token = signedIn.body.authToken as string;
    const ask = () => t.request('POST', '/api/passkeys/registration-options', { token });
    expect((await ask()).status).toBe(200);
    t.clock.advance(PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS * 1000 + 1000);
    expect((await ask()).status).toBe(403);
  });

  it('refuses a registration made for another origin', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient);
    const options = await t.request('POST', '/api/passkeys/registration-options', { token });
    const response = new SoftAuthenticator().register(options.body, 'https://evil.example');
    const res = await t.request('POST', '/api/passkeys', { token, body: { response } });
    expect(res.status).toBe(400);
  });
});

describe('signing in with a passkey', () => {
  it('signs the owner in with a session, records the use and the audit event', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator, added } = await addPasskey(patient);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    t.clock.advance(60_000);
    const res = await passkeySignIn(authenticator.signIn(options, ORIGIN));
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(patient.id);
    const me = await t.request('POST', '/api/users/current-user', { token: res.body.authToken });
    expect(me.status).toBe(200);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, added.body.passkey._id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt?.toISOString()).toBe(new Date(t.clock.now()).toISOString());
    expect(await actionsOf(patient.id)).toContain('sign-in.passkey');
  });

  it('answers 401 to a replayed challenge', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const options = await signInOptions();
    expect((await passkeySignIn(authenticator.signIn(options, ORIGIN))).status).toBe(200);
    const replay = await passkeySignIn(authenticator.signIn(options, ORIGIN));
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: NOT_ACCEPTED });
  });

  it('answers 401 once the challenge has expired, and the sweep deletes it', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const options = await signInOptions();
    t.clock.advance(WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000 + 1000);
    expect((await passkeySignIn(authenticator.signIn(options, ORIGIN))).status).toBe(401);
    const late = await signInOptions();
    t.clock.advance(WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000 + 1000);
    await sweepExpired(t.db, t.clock.now());
    const left = await t.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, late.challenge));
    expect(left).toEqual([]);
  });

  it('answers 401 to a tampered signature, and audits the refusal', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const response = authenticator.signIn(await signInOptions(), ORIGIN);
    const signature = Buffer.from(response.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 0x01;
    response.response.signature = signature.toString('base64url');
    const res = await passkeySignIn(response);
    expect(res.status).toBe(401);
    expect(await actionsOf(patient.id)).toContain('sign-in.passkey.failed');
  });

  it('answers 401 to an answer made for another origin', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const res = await passkeySignIn(
      authenticator.signIn(await signInOptions(), 'https://evil.example'),
    );
    expect(res.status).toBe(401);
  });

  it('answers 401 when the counter goes backwards (a cloned authenticator)', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    expect((await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN))).status).toBe(
      200,
    );
    authenticator.credentials[0]!.counter = 0;
    const res = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(res.status).toBe(401);
  });

  it('answers 401 for a deleted passkey, and 404 to another user deleting one', async () => {
    const patient = await insertPatient(t.db);
    const { token, authenticator, added } = await addPasskey(patient);
    const id = added.body.passkey._id;
    const intruder = await tokenFor(t.db, await insertPatient(t.db));
    const theirs = await t.request('DELETE', `/api/passkeys/${id}`, { token: intruder });
    expect(theirs.status).toBe(404);
    const admin = await tokenFor(t.db, await insertAdmin(t.db));
    expect((await t.request('DELETE', `/api/passkeys/${id}`, { token: admin })).status).toBe(404);

    const removed = await t.request('DELETE', `/api/passkeys/${id}`, { token });
    expect(removed.body).toEqual({ message: 'Passkey removed' });
    expect(await actionsOf(patient.id)).toContain('passkey.remove');
    const res = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(res.status).toBe(401);
    expect((await t.request('DELETE', `/api/passkeys/${id}`, { token })).status).toBe(404);
  });

  it('limits passkey sign-ins per address like password sign-ins', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN), ip)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The address's count is shared with password sign-ins.
    const password = await t.request('POST', '/api/users/login', {
      body: { email: patient.email, password: TEST_PASSWORD },
      ip,
    });
    expect(password.status).toBe(429);
  });

  it('caps sign-in challenges at 30 a minute per address, storing none past the cap', async () => {
    const ip = nextIp();
    const ask = (from = ip) => t.request('POST', '/api/users/login/passkey-options', { ip: from });
    const { max, windowSeconds } = PASSKEY_OPTIONS_IP_RATE_LIMIT;
    expect(max).toBe(30);
    for (let i = 0; i < max; i++) expect((await ask()).status).toBe(200);
    const stored = (await t.db.select().from(webauthnChallenges)).length;

    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowSeconds);
    expect((await t.db.select().from(webauthnChallenges)).length).toBe(stored);
    // Another address is not held back; the same one is served again once the minute is over.
    expect((await ask(nextIp())).status).toBe(200);
    t.clock.advance(windowSeconds * 1000);
    expect((await ask()).status).toBe(200);
  });

  it('delays further tries with a passkey after repeated refusals', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = authenticator.signIn(await signInOptions(), 'https://evil.example');
      statuses.push((await passkeySignIn(response)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers refusals with an unknown credential id exactly as with a known one', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const refusalsWith = async (credentialId: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const response = authenticator.signIn(await signInOptions(), 'https://evil.example');
        const res = await passkeySignIn({ ...response, id: credentialId, rawId: credentialId });
        answers.push([res.status, res.body.message]);
      }
      return answers;
    };
    const known = await refusalsWith(authenticator.credentials[0]!.id);
    const unknown = await refusalsWith(randomBytes(32).toString('base64url'));
    expect(known.map((answer) => (answer as unknown[])[0])).toEqual([
      401, 401, 401, 401, 401, 429, 429,
    ]);
    expect(unknown).toEqual(known);
  });

  it('keeps the owner’s browser out of the delays that refusals elsewhere cause', async () => {
    const patient = await insertPatient(t.db);
    const { authenticator } = await addPasskey(patient);
    const first = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(first.status).toBe(200);
    const ownBrowser = deviceCookieFrom(first);
    // Someone holding only the credential id, from many addresses.
    for (let i = 0; i < 7; i++) {
      await passkeySignIn(authenticator.signIn(await signInOptions(), 'https://evil.example'));
    }
    const elsewhere = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(elsewhere.status).toBe(429);
    const own = await passkeySignIn(
      authenticator.signIn(await signInOptions(), ORIGIN),
      nextIp(),
      ownBrowser,
    );
    expect(own.status).toBe(200);
    expect(own.body.user._id).toBe(patient.id);
  });
});

describe('an admin’s second factor', () => {
  const passwordLogin = (email: string, password: string) =>
    t.request('POST', '/api/users/login', { body: { email, password }, ip: nextIp() });

  it('refuses the right password alone once the admin has a passkey; the passkey gets in', async () => {
    const admin = await insertAdmin(t.db);
    expect((await passwordLogin(admin.email, TEST_PASSWORD)).status).toBe(200);
    const { authenticator } = await addPasskey(admin);

    const right = await passwordLogin(admin.email, TEST_PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body).toEqual({
      message: 'Use your passkey to sign in',
      code: 'passkey-required',
    });
    const wrong = await passwordLogin(admin.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });

    const res = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
  });

  it('lets the admin in with the password alone after the operator’s reset, which is audited', async () => {
    const admin = await insertAdmin(t.db);
    const { authenticator } = await addPasskey(admin);
    await addPasskey(admin);
    const refused = await passwordLogin(admin.email, TEST_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'passkey-required' });

    // What `npm run reset-passkeys -- <email>` runs (its process: tests/api/reset-passkeys.test.ts).
    expect(await deletePasskeysOfEmail(t.db, admin.email, t.clock.now())).toBe(2);
    const res = await passwordLogin(admin.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(admin.id);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.id));
    expect(events.filter((e) => e.action === 'passkey.reset')).toEqual([
      expect.objectContaining({
        actorRole: 'admin',
        patientId: null,
        changes: { passkeys: { old: 2, new: 0 } },
        at: t.clock.now(),
      }),
    ]);
    const gone = await passkeySignIn(authenticator.signIn(await signInOptions(), ORIGIN));
    expect(gone.status).toBe(401);
    // Nothing left to remove, or an unknown address: nothing removed, nothing recorded.
    expect(await deletePasskeysOfEmail(t.db, admin.email, t.clock.now())).toBe(0);
    expect(await deletePasskeysOfEmail(t.db, 'nobody@example.com', t.clock.now())).toBe(0);
    expect((await actionsOf(admin.id)).filter((a) => a === 'passkey.reset')).toHaveLength(1);
  });

  it('lets a patient with a passkey still sign in with their password', async () => {
    const patient = await insertPatient(t.db);
    await addPasskey(patient);
    expect((await passwordLogin(patient.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('the relying party', () => {
  it('is the request’s host by default; RP_ID and ORIGIN fix it behind a proxy', () => {
    expect(relyingParty({}, 'http://127.0.0.1:4413/api/passkeys')).toEqual({
      id: '127.0.0.1',
      origin: 'http://127.0.0.1:4413',
    });
    expect(
      relyingParty({ ORIGIN: 'https://tapalign.example' }, 'http://10.0.0.5:3000/api/passkeys'),
    ).toEqual({ id: 'tapalign.example', origin: 'https://tapalign.example' });
    expect(
      relyingParty(
        { ORIGIN: 'https://app.tapalign.example', RP_ID: 'tapalign.example' },
        'http://10.0.0.5:3000/x',
      ),
    ).toEqual({ id: 'tapalign.example', origin: 'https://app.tapalign.example' });
  });
});
