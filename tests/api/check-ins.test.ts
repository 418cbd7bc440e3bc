/**
 * /api/check-ins: photos judged by their bytes, re-encoded to WebP without metadata and under a
 * pixel cap; one check-in per device-made id (also under parallel retries); 10 a clinic day;
 * photos served only to their patient and admins; the review and its push (a local fake push
 * service); a deleted patient's check-ins and photos go with them.
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECK_IN_COMMENT_MAX,
  CHECK_IN_NOTE_MAX,
  CHECK_IN_PHOTO_MAX_BYTES,
  CHECK_INS_PER_DAY,
} from '../../src/shared/constants';
import { CHECK_IN_REVIEWED_PAYLOAD } from '../../src/shared/push-messages';
import { checkInPhotos, checkIns, files } from '../../src/server/db/schema';
import { checkInTimes } from '../../src/server/services/check-ins';
import { HTML_PAGE, fileOf, minimalPdf, padTo, tinyImage } from '../factories/content';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, type TestApp } from '../support/test-app';

let t: TestApp;
let push: FakePushService;
let admin: UserRow;

/** 11:30 in the clinic (Asia/Kolkata): a patient who started on 10 February is on aligner 3. */
const NOW = '2026-03-10T06:00:00Z';
const STARTED = '2026-02-10';
const CURRENT_ALIGNER = 3;

beforeAll(async () => {
  ({ app: t, push } = await createTestAppWithPush({ now: NOW }));
  admin = await insertAdmin(t.db);
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());
const newPatient = () => insertPatient(t.db, { startDate: STARTED, aligners: 10, steps: 2 });

const jpeg = (width = 40, height = 30) => tinyImage('jpeg', width, height);
const png = (width = 40, height = 30) => tinyImage('png', width, height);

interface Upload {
  id?: string;
  aligner?: number;
  note?: string;
  photos: File[];
}

function checkInForm({ id = randomUUID(), aligner = CURRENT_ALIGNER, note, photos }: Upload) {
  const form = new FormData();
  form.set('data', JSON.stringify({ id, aligner, ...(note === undefined ? {} : { note }) }));
  for (const photo of photos) form.append('photos', photo);
  return form;
}

async function send(patient: UserRow, upload: Upload) {
  return t.request('POST', '/api/check-ins', {
    token: await tokenOf(patient),
    body: checkInForm(upload),
  });
}

const photo = async (bytes: Buffer | Promise<Buffer>, name = 'photo.jpg', type = 'image/jpeg') =>
  fileOf(await bytes, name, type);

async function storedOf(patient: UserRow) {
  const rows = await t.db.select().from(checkIns).where(eq(checkIns.userId, patient.id));
  const ids = rows.map((row) => row.id);
  const photos = ids.length
    ? await t.db.select().from(checkInPhotos).where(inArray(checkInPhotos.checkInId, ids))
    : [];
  return { rows, photos };
}

const photoFileCount = async () =>
  (await t.db.select({ id: files.id }).from(files).where(eq(files.kind, 'check-in-photo'))).length;

async function expectNothingStoredFor(patient: UserRow, filesBefore: number) {
  const { rows, photos } = await storedOf(patient);
  expect(rows).toEqual([]);
  expect(photos).toEqual([]);
  expect(await photoFileCount()).toBe(filesBefore);
}

const bytesOf = async (res: { raw: Response }) => Buffer.from(await res.raw.arrayBuffer());

/** The chunk names of a WebP file (RIFF): VP8/VP8L/VP8X/ALPH hold pixels, the others metadata. */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    names.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

/**
 * A PNG that claims 20000 × 20000 pixels (400 MP) in about 50 KB: one bit a pixel, all zero,
 * deflated. Decoded, it would take gigabytes.
 */
function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/check-ins', () => {
  it('stores up to three photos as WebP and answers the check-in, which the patient then lists', async () => {
    const patient = await newPatient();
    const id = randomUUID();
    const res = await send(patient, {
      id,
      note: 'Top right feels loose',
      photos: [
        await photo(jpeg(40, 30)),
        await photo(png(30, 40), 'b.png', 'image/png'),
        await photo(tinyImage('webp', 20, 20), 'c.webp', 'image/webp'),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const photoShape = (width: number, height: number) => ({
      _id: expect.any(String),
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      width,
      height,
    });
    expect(res.body).toEqual({
      checkIn: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        patient: { _id: patient.id, name: patient.name },
        aligner: CURRENT_ALIGNER,
        createdAt: new Date(NOW).toISOString(),
        note: 'Top right feels loose',
        photos: [photoShape(40, 30), photoShape(30, 40), photoShape(20, 20)],
        review: null,
      },
    });
    for (const { _id, url } of res.body.checkIn.photos) expect(url).toBe(`/api/files/${_id}`);

    const list = await t.request('GET', '/api/check-ins', { token: await tokenOf(patient) });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ checkIns: [res.body.checkIn] });

    const served = await t.request('GET', res.body.checkIn.photos[1].url, {
      token: await tokenOf(patient),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(await bytesOf(served)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 30, 40]);
  });

  it('judges a photo by its bytes: a PNG named .jpg and declared JPEG is taken', async () => {
    const patient = await newPatient();
    const res = await send(patient, { photos: [await photo(png(), 'really-a-png.jpg')] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.checkIn.photos).toHaveLength(1);
  });

  it.each([
    ['an HTML page named .png', () => fileOf(HTML_PAGE, 'photo.png', 'image/png')],
    ['a PDF named .jpg', () => fileOf(minimalPdf(), 'photo.jpg', 'image/jpeg')],
    ['a GIF', async () => fileOf(await tinyGif(), 'photo.gif', 'image/gif')],
    ['an AVIF', async () => fileOf(await tinyImage('avif'), 'photo.avif', 'image/avif')],
  ])('refuses %s with 415 and stores nothing', async (_, make) => {
    const patient = await newPatient();
    const before = await photoFileCount();
    const res = await send(patient, { photos: [await make()] });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Each photo must be a JPEG, PNG or WebP image');
    await expectNothingStoredFor(patient, before);
  });

  it('stores a check-in whole or not at all: a good photo beside a bad one leaves no file', async () => {
    const patient = await newPatient();
    const before = await photoFileCount();
    const res = await send(patient, {
      photos: [await photo(jpeg()), await photo(png(), 'b.png'), fileOf(HTML_PAGE, 'c.png')],
    });
    expect(res.status).toBe(415);
    await expectNothingStoredFor(patient, before);
  });

  it('leaves nothing behind when the database fails half-way through the photos', async () => {
    const patient = await newPatient();
    const before = await photoFileCount();
    await t.db.execute(
      sql.raw(`create or replace function fail_second_photo() returns trigger language plpgsql as $$
        begin if new.position = 1 then raise exception 'insert refused by test'; end if;
        return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_second_photo before insert on check_in_photos
        for each row execute function fail_second_photo()`),
    );
    try {
      const res = await send(patient, { photos: [await photo(jpeg()), await photo(jpeg())] });
      expect(res.status).toBe(500);
      await expectNothingStoredFor(patient, before);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_second_photo on check_in_photos'));
    }
  });

  it('refuses a 20000 × 20000 PNG bomb by its header, and keeps answering', async () => {
    const patient = await newPatient();
    const before = await photoFileCount();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(CHECK_IN_PHOTO_MAX_BYTES);
    const res = await send(patient, { photos: [fileOf(bomb, 'bomb.png', 'image/png')] });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The photo must be at most 50 megapixels');
    await expectNothingStoredFor(patient, before);
    // In the patient's own language.
    const hindi = await insertPatient(t.db, {
      startDate: STARTED,
      aligners: 10,
      steps: 2,
      language: 'hi',
    });
    const inHindi = await send(hindi, { photos: [fileOf(bomb, 'bomb.png', 'image/png')] });
    expect(inHindi.body.message).toBe('फ़ोटो 50 मेगापिक्सेल से बड़ी नहीं होनी चाहिए');
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    expect((await send(patient, { photos: [await photo(jpeg())] })).status).toBe(201);
  });

  it('keeps no EXIF (GPS position included), XMP or ICC profile in the stored photo', async () => {
    const patient = await newPatient();
    const marked = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0ffee' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'MARK-CAMERA-MAKE', Copyright: 'MARK-COPYRIGHT' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1', GPSMapDatum: 'MARK-GPS' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="MARK-XMP"/>' +
          '</rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .toBuffer();
    const sent = await sharp(marked).metadata();
    expect([!!sent.exif, !!sent.xmp, !!sent.icc]).toEqual([true, true, true]);
    for (const mark of ['MARK-GPS', 'MARK-CAMERA-MAKE', 'MARK-XMP']) {
      expect(marked.includes(mark), mark).toBe(true);
    }

    const res = await send(patient, { photos: [fileOf(marked, 'marked.jpg')] });
    expect(res.status).toBe(201);
    const stored = await bytesOf(
      await t.request('GET', res.body.checkIn.photos[0].url, { token: await tokenOf(patient) }),
    );
    for (const mark of ['MARK-GPS', 'MARK-CAMERA-MAKE', 'MARK-COPYRIGHT', 'MARK-XMP', 'Exif']) {
      expect(stored.includes(mark), mark).toBe(false);
    }
    expect(webpChunks(stored).filter((name) => !/^(VP8[ LX]|ALPH)$/.test(name))).toEqual([]);
    const meta = await sharp(stored).metadata();
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('scales photos down to at most 1600 px on their longest side, keeping their shape', async () => {
    const patient = await newPatient();
    const res = await send(patient, {
      photos: [await photo(jpeg(3000, 2000)), await photo(png(1200, 4000), 'tall.png')],
    });
    expect(res.status).toBe(201);
    const sizes = res.body.checkIn.photos.map((p: { width: number; height: number }) => [
      p.width,
      p.height,
    ]);
    expect(sizes).toEqual([
      [1600, 1067],
      [480, 1600],
    ]);
    for (const [i, url] of res.body.checkIn.photos.map((p: { url: string }) => p.url).entries()) {
      const served = await t.request('GET', url, { token: await tokenOf(patient) });
      const meta = await sharp(await bytesOf(served)).metadata();
      expect([meta.width, meta.height]).toEqual(sizes[i]);
    }
  });

  it('answers the same id again with the stored check-in (200), storing nothing more', async () => {
    const patient = await newPatient();
    const id = randomUUID();
    const first = await send(patient, { id, photos: [await photo(jpeg())] });
    expect(first.status).toBe(201);
    t.clock.advance(60_000);
    const again = await send(patient, { id, note: 'changed', photos: [await photo(jpeg())] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const upper = await send(patient, { id: id.toUpperCase(), photos: [await photo(jpeg())] });
    expect(upper.status).toBe(200);
    expect(upper.body).toEqual(first.body);
    const { rows, photos } = await storedOf(patient);
    expect([rows.length, photos.length]).toEqual([1, 1]);
  });

  it('stores one check-in and one set of photos for 10 parallel retries of the same id', async () => {
    const patient = await newPatient();
    const before = await photoFileCount();
    const id = randomUUID();
    const photos = [await photo(jpeg(400, 300)), await photo(png(300, 400), 'b.png')];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(patient, { id, photos })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // A patient's uploads beyond a few at once wait their turn on the client (429).
    expect(
      statuses.every((status) => [200, 201, 429].includes(status)),
      String(statuses),
    ).toBe(true);
    const stored = answers.filter((res) => res.status < 300).map((res) => res.body.checkIn);
    expect(new Set(stored.map((checkIn) => JSON.stringify(checkIn))).size).toBe(1);
    const { rows, photos: photoRows } = await storedOf(patient);
    expect([rows.length, photoRows.length]).toEqual([1, 2]);
    expect(await photoFileCount()).toBe(before + 2);
    const later = await send(patient, { id, photos });
    expect(later.status).toBe(200);
    expect(later.body.checkIn).toEqual(stored[0]);
  });

  it("stores another patient's check-in under the same device id as theirs, telling nothing of the first", async () => {
    const [owner, other] = [await newPatient(), await newPatient()];
    const id = randomUUID();
    const first = await send(owner, { id, note: 'owner', photos: [await photo(jpeg())] });
    expect(first.status).toBe(201);
    const res = await send(other, { id, note: 'other', photos: [await photo(png())] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.checkIn).toMatchObject({ patient: { _id: other.id }, note: 'other' });
    expect(res.body.checkIn._id).not.toBe(first.body.checkIn._id);
    // Each resend is answered with its own patient's check-in.
    const ownerAgain = await send(owner, { id, photos: [await photo(jpeg())] });
    expect([ownerAgain.status, ownerAgain.body]).toEqual([200, first.body]);
    const otherAgain = await send(other, { id, photos: [await photo(jpeg())] });
    expect([otherAgain.status, otherAgain.body]).toEqual([200, res.body]);
    for (const patient of [owner, other]) {
      const { rows } = await storedOf(patient);
      expect(rows.map((row) => row.clientId)).toEqual([id]);
    }
  });

  it('answers a resend before any photo work: the stored check-in, whatever the photos now are', async () => {
    const patient = await newPatient();
    const id = randomUUID();
    const first = await send(patient, { id, photos: [await photo(jpeg())] });
    expect(first.status).toBe(201);
    const bomb = fileOf(pngBomb(), 'bomb.png', 'image/png');
    const again = await send(patient, { id, photos: [bomb, fileOf(HTML_PAGE, 'page.png')] });
    expect([again.status, again.body]).toEqual([200, first.body]);
  });

  it('takes 10 check-ins a clinic day, then 429 until the next day; a retry is still answered', async () => {
    const patient = await newPatient();
    const ids: string[] = [];
    for (let i = 0; i < CHECK_INS_PER_DAY; i++) {
      const id = randomUUID();
      ids.push(id);
      expect((await send(patient, { id, photos: [await photo(jpeg())] })).status).toBe(201);
    }
    const refused = await send(patient, { photos: [await photo(jpeg())] });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'You can send 10 check-ins a day. Please try again tomorrow.',
    );
    // 06:00 UTC is 11:30 in Kolkata: the clinic's next day starts 12.5 hours later.
    expect(refused.headers.get('retry-after')).toBe(String(12.5 * 3600));
    expect((await send(patient, { id: ids[0], photos: [await photo(jpeg())] })).status).toBe(200);
    expect((await storedOf(patient)).rows).toHaveLength(CHECK_INS_PER_DAY);

    t.clock.advance(12.5 * 3600 * 1000);
    expect((await send(patient, { photos: [await photo(jpeg())] })).status).toBe(201);
  });

  it('takes the current aligner or an earlier one, and refuses a later one (400)', async () => {
    const patient = await newPatient();
    expect((await send(patient, { aligner: 1, photos: [await photo(jpeg())] })).status).toBe(201);
    const later = await send(patient, {
      aligner: CURRENT_ALIGNER + 1,
      photos: [await photo(jpeg())],
    });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(
      'You are on aligner 3: a check-in can show that aligner or an earlier one',
    );
    expect(later.body.issues).toEqual([{ path: 'aligner', message: later.body.message }]);
    expect((await storedOf(patient)).rows).toHaveLength(1);
  });

  it('makes a check-in due on the current aligner until one is sent for it, never while paused', async () => {
    const dueOf = async (patient: UserRow) =>
      (
        await t.request<{ user: { checkInDue?: { aligner: number } | null } }>(
          'POST',
          '/api/users/current-user',
          { token: await tokenOf(patient) },
        )
      ).body.user.checkInDue;
    const patient = await newPatient();
    expect(await dueOf(patient)).toEqual({ aligner: CURRENT_ALIGNER });
    // One for an earlier aligner leaves the current one's due.
    expect((await send(patient, { aligner: 1, photos: [await photo(jpeg())] })).status).toBe(201);
    expect(await dueOf(patient)).toEqual({ aligner: CURRENT_ALIGNER });
    expect((await send(patient, { photos: [await photo(jpeg())] })).status).toBe(201);
    expect(await dueOf(patient)).toBeNull();

    const paused = await newPatient();
    const pause = await t.request('POST', '/api/issue-query', {
      token: await tokenOf(paused),
      body: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: paused.id },
    });
    expect(pause.status).toBe(201);
    expect(await dueOf(paused)).toBeNull();
    expect(await dueOf(await insertPatient(t.db, { startDate: '2026-04-01' }))).toBeNull();
  });

  it('refuses a patient whose treatment has not started, or who has no plan', async () => {
    const early = await insertPatient(t.db, { startDate: '2026-04-01' });
    expect((await send(early, { aligner: 1, photos: [await photo(jpeg())] })).status).toBe(400);
    const planless = await insertPatient(t.db, { startDate: null });
    expect((await send(planless, { aligner: 1, photos: [await photo(jpeg())] })).status).toBe(404);
  });

  const tooLarge = async () =>
    fileOf(padTo(await jpeg(), CHECK_IN_PHOTO_MAX_BYTES + 1), 'big.jpg', 'image/jpeg');
  const refusals: [string, () => Promise<FormData>, number, string][] = [
    ['no photo', async () => checkInForm({ photos: [] }), 400, 'Attach 1 to 3 photos'],
    [
      'four photos',
      async () => checkInForm({ photos: await Promise.all([1, 2, 3, 4].map(() => photo(jpeg()))) }),
      400,
      'Attach 1 to 3 photos',
    ],
    [
      'a photo over 10 MB',
      async () => checkInForm({ photos: [await tooLarge()] }),
      413,
      'The photo must be at most 10 MB',
    ],
    [
      'a note over 500 characters',
      async () =>
        checkInForm({ note: 'x'.repeat(CHECK_IN_NOTE_MAX + 1), photos: [await photo(jpeg())] }),
      400,
      'Note must be at most 500 characters',
    ],
    [
      'an id that is not a UUID',
      async () => {
        const form = checkInForm({ photos: [await photo(jpeg())] });
        form.set('data', JSON.stringify({ id: 'photo-1', aligner: 1 }));
        return form;
      },
      400,
      'Not a valid id',
    ],
    [
      'the nil id',
      async () => {
        const form = checkInForm({ photos: [await photo(jpeg())] });
        form.set(
          'data',
          JSON.stringify({ id: '00000000-0000-0000-0000-000000000000', aligner: 1 }),
        );
        return form;
      },
      400,
      'Not a valid id',
    ],
    [
      'a form field it does not take, as a JSON body refuses one',
      async () => {
        const form = checkInForm({ photos: [await photo(jpeg())] });
        form.set('aligner', '2');
        return form;
      },
      400,
      'Unknown field "aligner"',
    ],
    [
      'a second data field',
      async () => {
        const form = checkInForm({ photos: [await photo(jpeg())] });
        form.append('data', JSON.stringify({ id: randomUUID(), aligner: 1 }));
        return form;
      },
      400,
      'The form field "data" can be sent only once',
    ],
    [
      'data that is not JSON',
      async () => {
        const form = checkInForm({ photos: [await photo(jpeg())] });
        form.set('data', '{"id":');
        return form;
      },
      400,
      'The form field "data" must hold valid JSON',
    ],
    [
      'photos sent as text',
      async () => {
        const form = checkInForm({ photos: [] });
        form.set('photos', 'not a file');
        return form;
      },
      400,
      'The form field "photos" must be a file',
    ],
  ];
  it.each(refusals)('refuses %s and stores nothing', async (_, makeForm, status, message) => {
    const patient = await newPatient();
    const before = await photoFileCount();
    const res = await t.request('POST', '/api/check-ins', {
      token: await tokenOf(patient),
      body: await makeForm(),
    });
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
    await expectNothingStoredFor(patient, before);
  });

  it('refuses a body over 3 × 10 MB (413) and a JSON body (415)', async () => {
    const patient = await newPatient();
    const fullSize = fileOf(padTo(await jpeg(), CHECK_IN_PHOTO_MAX_BYTES), 'full.jpg');
    const form = checkInForm({ photos: [fullSize, fullSize, fullSize] });
    form.set('filler', 'x'.repeat(300 * 1024));
    const big = await t.request('POST', '/api/check-ins', {
      token: await tokenOf(patient),
      body: form,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large/);
    const json = await t.request('POST', '/api/check-ins', {
      token: await tokenOf(patient),
      body: { id: randomUUID(), aligner: 1 },
    });
    expect(json.status).toBe(415);
  });
});

describe('who may send, read and see check-ins', () => {
  it('answers 401 without a token and 403 to an admin sending one', async () => {
    const form = checkInForm({ photos: [await photo(jpeg())] });
    expect((await t.request('POST', '/api/check-ins', { body: form })).status).toBe(401);
    const asAdmin = await t.request('POST', '/api/check-ins', {
      token: await tokenOf(admin),
      body: checkInForm({ photos: [await photo(jpeg())] }),
    });
    expect(asAdmin.status).toBe(403);
  });

  it("lets a patient read only their own check-ins and photos; admins read anyone's", async () => {
    const [owner, other] = [await newPatient(), await newPatient()];
    const sent = await send(owner, { photos: [await photo(jpeg())] });
    const url = sent.body.checkIn.photos[0].url;
    const ownerToken = await tokenOf(owner);
    const otherToken = await tokenOf(other);
    const adminToken = await tokenOf(admin);

    const own = await t.request('GET', `/api/check-ins?patientId=${owner.id}`, {
      token: ownerToken,
    });
    expect(own.body.checkIns).toEqual([sent.body.checkIn]);
    const theirs = await t.request('GET', `/api/check-ins?patientId=${owner.id}`, {
      token: otherToken,
    });
    expect(theirs.status).toBe(403);
    expect((await t.request('GET', '/api/check-ins', { token: otherToken })).body).toEqual({
      checkIns: [],
    });
    expect((await t.request('GET', '/api/check-ins')).status).toBe(401);
    const byAdmin = await t.request('GET', `/api/check-ins?patientId=${owner.id}`, {
      token: adminToken,
    });
    expect(byAdmin.body.checkIns).toEqual([sent.body.checkIn]);

    const photoAs = (token?: string) => t.request('GET', url, { token });
    expect((await photoAs()).status).toBe(401);
    const refused = await photoAs(otherToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    for (const token of [ownerToken, adminToken]) {
      const served = await photoAs(token);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('asks an admin to name a patient or the pending queue; unknown patients are 404', async () => {
    const token = await tokenOf(admin);
    expect((await t.request('GET', '/api/check-ins', { token })).status).toBe(400);
    const unknown = await t.request('GET', `/api/check-ins?patientId=${randomUUID()}`, { token });
    expect(unknown.status).toBe(404);
    const bad = await t.request('GET', '/api/check-ins?review=done', { token });
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /api/check-ins/:id (the review)', () => {
  it('records the review, lists it, and pushes "Your clinic replied" to the patient', async () => {
    const patient = await newPatient();
    const subscriber = push.subscribe(`review-${patient.id}`);
    const subscribed = await t.request('POST', '/api/push/subscriptions', {
      token: await tokenOf(patient),
      body: { endpoint: subscriber.endpoint, expirationTime: null, keys: subscriber.keys },
    });
    expect(subscribed.status).toBe(201);
    const sent = await send(patient, { photos: [await photo(jpeg())] });
    t.clock.advance(3_600_000);

    const pushesBefore = push.received.length + push.errors.length;
    const res = await t.request('PATCH', `/api/check-ins/${sent.body.checkIn._id}`, {
      token: await tokenOf(admin),
      body: { review: 'needs-attention', comment: 'Please book a visit.' },
    });
    expect(res.status).toBe(200);
    const review = {
      status: 'needs-attention',
      comment: 'Please book a visit.',
      at: t.clock.now().toISOString(),
      by: { _id: admin.id, name: admin.name },
    };
    expect(res.body).toEqual({ checkIn: { ...sent.body.checkIn, review } });
    const listed = await t.request('GET', '/api/check-ins', { token: await tokenOf(patient) });
    expect(listed.body.checkIns[0].review).toEqual(review);

    await push.until(pushesBefore + 1);
    expect(push.errors).toEqual([]);
    const [received] = push.for(subscriber.name);
    expect(received!.payload).toEqual(CHECK_IN_REVIEWED_PAYLOAD);
    expect(received!.payload).toEqual({
      title: 'Your clinic replied',
      body: 'Open TapAlign to see it.',
      url: '/dashboard#check-ins',
      tag: 'check-in',
    });
    expect(received!.headers.topic).toBe('check-in');
  });

  it("lists every patient's unreviewed check-ins for admins, oldest first", async () => {
    const [first, second] = [await newPatient(), await newPatient()];
    const older = await send(first, { photos: [await photo(jpeg())] });
    t.clock.advance(60_000);
    const reviewed = await send(second, { photos: [await photo(jpeg())] });
    t.clock.advance(60_000);
    const newer = await send(second, { photos: [await photo(jpeg())] });
    const token = await tokenOf(admin);
    await t.request('PATCH', `/api/check-ins/${reviewed.body.checkIn._id}`, {
      token,
      body: { review: 'on-track' },
    });

    const queue = await t.request('GET', '/api/check-ins?review=pending', { token });
    expect(queue.status).toBe(200);
    const pending: { _id: string; createdAt: string; review: unknown }[] = queue.body.checkIns;
    expect(pending.every((checkIn) => checkIn.review === null)).toBe(true);
    const times = pending.map((checkIn) => checkIn.createdAt);
    expect(times).toEqual([...times].sort());
    const mine = pending
      .map((checkIn) => checkIn._id)
      .filter((id) => [older, reviewed, newer].some((sent) => sent.body.checkIn._id === id));
    expect(mine).toEqual([older.body.checkIn._id, newer.body.checkIn._id]);

    const secondsPending = await t.request(
      'GET',
      `/api/check-ins?patientId=${second.id}&review=pending`,
      { token },
    );
    expect(secondsPending.body.checkIns.map((c: { _id: string }) => c._id)).toEqual([
      newer.body.checkIn._id,
    ]);
    const all = await t.request('GET', `/api/check-ins?patientId=${second.id}`, { token });
    expect(all.body.checkIns.map((c: { _id: string }) => c._id)).toEqual([
      newer.body.checkIn._id,
      reviewed.body.checkIn._id,
    ]);
    expect(all.body.checkIns[1].review.comment).toBe('');
  });

  it('refuses a wrong status or a long comment (400), an unknown check-in (404), a patient (403)', async () => {
    const patient = await newPatient();
    const sent = await send(patient, { photos: [await photo(jpeg())] });
    const path = `/api/check-ins/${sent.body.checkIn._id}`;
    const token = await tokenOf(admin);
    const wrong = await t.request('PATCH', path, { token, body: { review: 'done' } });
    expect(wrong.status).toBe(400);
    const long = await t.request('PATCH', path, {
      token,
      body: { review: 'on-track', comment: 'x'.repeat(CHECK_IN_COMMENT_MAX + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Comment must be at most 1000 characters');
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await t.request('PATCH', `/api/check-ins/${id}`, {
        token,
        body: { review: 'on-track' },
      });
      expect(missing.status).toBe(404);
    }
    const byPatient = await t.request('PATCH', path, {
      token: await tokenOf(patient),
      body: { review: 'on-track' },
    });
    expect(byPatient.status).toBe(403);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, sent.body.checkIn._id));
    expect(row!.reviewStatus).toBeNull();
  });
});

describe('deleting a patient', () => {
  it('deletes their check-ins and photo files, and no one else’s', async () => {
    const [leaving, staying] = [await newPatient(), await newPatient()];
    const gone = await send(leaving, {
      photos: [await photo(jpeg()), await photo(png(), 'b.png')],
    });
    const kept = await send(staying, { photos: [await photo(jpeg())] });
    const fileIds = (sent: typeof gone) =>
      sent.body.checkIn.photos.map((p: { _id: string }) => p._id);

    const res = await t.request('DELETE', `/api/users/delete/${leaving.id}`, {
      token: await tokenOf(admin),
    });
    expect(res.status).toBe(200);
    const { rows, photos } = await storedOf(leaving);
    expect([rows, photos]).toEqual([[], []]);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, fileIds(gone)));
    expect(left).toEqual([]);
    const stillThere = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, fileIds(kept)));
    expect(stillThere).toHaveLength(1);
    expect((await storedOf(staying)).rows).toHaveLength(1);
  });
});

describe('checkInTimes (the compliance board)', () => {
  it('answers when each patient last checked in and since when one waits for review', async () => {
    const [active, quiet] = [await newPatient(), await newPatient()];
    await send(active, { photos: [await photo(jpeg())] });
    const first = t.clock.now();
    t.clock.advance(7_200_000);
    await send(active, { photos: [await photo(jpeg())] });
    const times = await checkInTimes(t.db, [active.id, quiet.id]);
    expect([...times.entries()]).toEqual([
      [active.id, { last: t.clock.now(), reviewWaitingSince: first }],
    ]);

    const board = await t.request('GET', '/api/compliance', { token: await tokenOf(admin) });
    type Row = { _id: string; lastCheckInAt: unknown; reviewWaitingSince: unknown; risk: string };
    const rows = (board.body as { patients: Row[] }).patients;
    const activeRow = rows.find((row) => row._id === active.id);
    expect(activeRow?.lastCheckInAt).toBe(t.clock.now().toISOString());
    expect(activeRow?.reviewWaitingSince).toBe(first.toISOString());
    expect(rows.find((row) => row._id === quiet.id)?.lastCheckInAt).toBeNull();
    expect(rows.find((row) => row._id === quiet.id)?.reviewWaitingSince).toBeNull();
  });
});

/** A real GIF (sharp writes GIF): an image type that check-ins do not take. */
function tinyGif(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    .gif()
    .toBuffer();
}
