/**
 * What the API accepts as phone numbers, text and dates (docs/security.md 11c): numbers
 * typed with spaces, dashes or +91 are reduced to their digits, never cut; names and messages
 * refuse bidi controls; dates lie in a sane range and are compared as dates.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blogs,
  contactMessages,
  jobApplications,
  jobs,
  moderators,
  rateLimits,
  users,
} from '../../src/server/db/schema';
import {
  applicationData,
  applicationForm,
  BLOG_DATA,
  blogForm,
  buildJob,
  countRows,
  fileOf,
  insertJob,
  pdfResume,
  tinyImage,
} from '../factories/content';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

// 11:30 in Kolkata: the clinic's today is 2026-03-01.
const NOW = '2026-03-01T06:00:00Z';
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

let t: TestApp;
let admin: string;
const nextIp = ipSequence(50);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await tokenFor(t.db, await insertAdmin(t.db), new Date(NOW));
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(rateLimits);
});

let serial = 0;
function newPatient(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    name: `Rule Patient ${serial}`,
    phone: `72${String(serial).padStart(8, '0')}`,
    email: `rule.patient${serial}@example.com`,
    dob: '1990-01-15',
    gender: 'female',
    link3d: 'https://plans.example.com/3d/9',
    startDate: '2026-02-01',
    aligners: 10,
    ...overrides,
  };
}
const register = (body: unknown) =>
  t.request('POST', '/api/users/register', { token: admin, body });
const contact = (body: Record<string, unknown>) =>
  t.request('POST', '/api/contact', {
    ip: nextIp(),
    body: { name: 'Rahul Mehta', mobile: '9876501234', email: 'rahul@example.com', ...body },
  });

describe('phone numbers typed with spaces, dashes or +91', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['091 98765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('stores a contact mobile typed as %j as %s', async (typed, digits) => {
    const res = await contact({ mobile: typed });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.mobile, digits));
    expect(row).toBeDefined();
    await t.db.delete(contactMessages);
  });

  it('refuses numbers that are not ten digits, never cutting one short', async () => {
    for (const mobile of ['98765432101', '+91 98765 4321', '9876S43210', '+44 20 7946 0958']) {
      const res = await contact({ mobile });
      expect(res.status, mobile).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'mobile', message: MOBILE_RULE_MESSAGE }]);
    }
  });

  it('registers a patient and signs in by a number typed with +91 and spaces', async () => {
    const res = await register(newPatient({ phone: '+91 98111 22334' }));
    expect(res.status).toBe(201);
    expect(res.body.user.phone).toBe('9811122334');
    const login = await t.request('POST', '/api/users/login', {
      ip: nextIp(),
      body: { phone: '98111-22334' },
    });
    expect(login.status).toBe(200);
    expect(t.whatsapp.messages.at(-1)?.phone).toContain('9811122334');
  });
});

describe('names and messages refuse Unicode bidi controls', () => {
  it.each(BIDI.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))(
    'refuses %s in a contact name and message, and in a patient name',
    async (_label, control) => {
      const name = await contact({ name: `Rahul ${control}Mehta` });
      expect(name.status).toBe(400);
      expect(name.body.message).toContain('Name contains invisible direction characters');
      const message = await contact({ message: `Hello${control} there` });
      expect(message.status).toBe(400);
      expect(message.body.message).toContain('Message contains invisible direction characters');
      const patient = await register(newPatient({ name: `Asha ${control}Rao` }));
      expect(patient.status).toBe(400);
    },
  );

  // Each row: where the text goes, how it is sent, and the field and words of the refusal.
  const APPLICANT_NAME_HINT = 'Must be 3 to 30 characters containing only letters, numbers or dash';
  const DIRECTION = 'contains invisible direction characters';
  let openJob: string | undefined;
  const jobId = async () => (openJob ??= (await insertJob(t.db)).id);
  let applicants = 0;
  // One application per applicant and opening: each send is a new applicant.
  const apply = async (field: string, text: string) => {
    const email = `applicant${++applicants}@example.com`;
    const data = applicationData(await jobId(), { email, [field]: text });
    return t.request('POST', '/api/apply-jobs', {
      ip: nextIp(),
      body: applicationForm(data, pdfResume()),
    });
  };
  const postJob = (field: string, text: string) =>
    t.request('POST', '/api/jobs', { token: admin, body: buildJob({ [field]: text }) });
  const updateJob = async (field: string, text: string) => {
    const body = { ...buildJob(), [field]: text };
    return t.request('PUT', `/api/jobs/${await jobId()}`, { token: admin, body });
  };
  const postBlog = async (field: string, text: string) => {
    const image = fileOf(await tinyImage('jpeg'), 'photo.jpg');
    const body = blogForm({ ...BLOG_DATA, [field]: text }, image);
    return t.request('POST', '/api/blogs', { token: admin, body });
  };
  const addModerator = (field: string, text: string) =>
    t.request('POST', '/api/misc', { token: admin, body: { [field]: text } });
  const TEXT_FIELDS = [
    {
      form: 'application',
      send: apply,
      field: 'name',
      text: 'Priya Sharma',
      message: APPLICANT_NAME_HINT,
    },
    {
      form: 'application',
      send: apply,
      field: 'about',
      text: 'Five years here.',
      message: `About ${DIRECTION}`,
    },
    {
      form: 'new job',
      send: postJob,
      field: 'title',
      text: 'Clinic Assistant',
      message: `Title ${DIRECTION}`,
    },
    {
      form: 'new job',
      send: postJob,
      field: 'description',
      text: 'Help patients.',
      message: `Description ${DIRECTION}`,
    },
    {
      form: 'new job',
      send: postJob,
      field: 'location',
      text: 'Navi Mumbai',
      message: `Location ${DIRECTION}`,
    },
    {
      form: 'job edit',
      send: updateJob,
      field: 'department',
      text: 'Patient Care',
      message: `Department ${DIRECTION}`,
    },
    {
      form: 'blog',
      send: postBlog,
      field: 'title',
      text: 'Aligner care',
      message: `Title ${DIRECTION}`,
    },
    {
      form: 'blog',
      send: postBlog,
      field: 'description',
      text: 'Rinse them.',
      message: `Description ${DIRECTION}`,
    },
    {
      form: 'blog',
      send: postBlog,
      field: 'category',
      text: 'Daily care',
      message: `Category ${DIRECTION}`,
    },
    {
      form: 'blog',
      send: postBlog,
      field: 'addedBy',
      text: 'Dr. Rao',
      message: `Added by ${DIRECTION}`,
    },
    {
      form: 'moderator',
      send: addModerator,
      field: 'number',
      text: '98765 43210',
      message: 'Enter a valid 10-digit WhatsApp number.',
    },
  ];
  const stored = () =>
    Promise.all([jobApplications, jobs, blogs, moderators].map((table) => countRows(t.db, table)));

  it.each(TEXT_FIELDS)(
    'the $form form refuses each bidi control in $field, and stores nothing',
    async ({ send, field, text, message }) => {
      expect((await send(field, text)).status, `${field} without a control`).toBeLessThan(300);
      const before = await stored();
      for (const control of BIDI) {
        const code = `U+${control.codePointAt(0)!.toString(16).toUpperCase()}`;
        const res = await send(field, text.replace(' ', ` ${control}`));
        expect(res.status, `${field} with ${code}`).toBe(400);
        expect(res.body.issues, `${field} with ${code}`).toContainEqual({ path: field, message });
        expect(res.body.message, `${field} with ${code}`).toContain(message);
      }
      expect(await stored()).toEqual(before);
    },
  );

  const INVISIBLE = [
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\uFEFF',
    '\u2028',
    '\u2029',
    '\u00AD',
  ];
  const codeOf = (char: string) =>
    `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const registerWith = (field: string, text: string) => register(newPatient({ [field]: text }));
  const contactWith = (field: string, text: string) => contact({ [field]: text });
  const TEXT_AND_NAMES = [
    ...TEXT_FIELDS.filter(({ form }) => form !== 'moderator'),
    { form: 'patient', send: registerWith, field: 'name', text: 'Asha Rao', message: '' },
    {
      form: 'patient',
      send: registerWith,
      field: 'link3d',
      text: 'https://plans.example.com/3d/ asha',
      message: '',
    },
    { form: 'contact', send: contactWith, field: 'name', text: 'Rahul Mehta', message: '' },
    { form: 'contact', send: contactWith, field: 'message', text: 'Hello there', message: '' },
  ];
  const LABELS: Record<string, string> = {
    name: 'Name',
    link3d: '3D link',
    message: 'Message',
  };
  const everyStore = () =>
    Promise.all(
      [jobApplications, jobs, blogs, users, contactMessages].map((table) => countRows(t.db, table)),
    );

  it.each(TEXT_AND_NAMES)(
    'the $form form refuses zero-width and separator characters in $field, and stores nothing',
    async ({ send, field, text, message }) => {
      const label = LABELS[field] ?? message.replace(` ${DIRECTION}`, '');
      const clean = text.replace(' asha', 'asha');
      expect((await send(field, clean)).status, `${field} without one`).toBeLessThan(300);
      const before = await everyStore();
      for (const char of INVISIBLE) {
        const res = await send(field, text.replace(' ', ` ${char}`));
        const refusal =
          message === APPLICANT_NAME_HINT
            ? APPLICANT_NAME_HINT
            : `${label} contains an invisible character (${codeOf(char)})`;
        expect(res.status, `${field} with ${codeOf(char)}`).toBe(400);
        expect(res.body.issues, `${field} with ${codeOf(char)}`).toEqual([
          { path: field, message: refusal },
        ]);
      }
      expect(await everyStore()).toEqual(before);
    },
  );

  it('refuses a name with no letter or digit that is drawn: "Enter a name"', async () => {
    for (const name of ['\u200B\u200B', '\u3164\u3164', '\u2800', '--', '🙂']) {
      const patient = await register(newPatient({ name }));
      expect(patient.status, JSON.stringify(name)).toBe(400);
      expect(patient.body.issues).toEqual([{ path: 'name', message: 'Enter a name' }]);
      const message = await contact({ name });
      expect(message.status, JSON.stringify(name)).toBe(400);
      expect(message.body.issues).toEqual([{ path: 'name', message: 'Enter a name' }]);
    }
    const job = await postJob('title', '\u200B\u2060');
    expect(job.body.issues).toEqual([{ path: 'title', message: 'Title is required' }]);
    const blank = await apply('name', '\u3164\u3164\u3164');
    expect(blank.body.issues).toEqual([{ path: 'name', message: APPLICANT_NAME_HINT }]);
  });

  it('keeps the joiners that Hindi and Marathi names and emoji need', async () => {
    // An eyelash ra (र्‍) and a half form kept apart (क्‌): a joiner right after a virama.
    const marathi = await register(newPatient({ name: 'सौर्\u200Dया क्\u200Cषमा' }));
    expect(marathi.status, JSON.stringify(marathi.body)).toBe(201);
    expect(marathi.body.user.name).toBe('सौर्\u200Dया क्\u200Cषमा');
    expect((await contact({ message: 'Thank you 👩🏽\u200D⚕️' })).status).toBe(200);
  });

  it('refuses CR, LF and NUL in single-line names but keeps line breaks in messages', async () => {
    for (const name of ['Rahul\rMehta', 'Rahul\nMehta', 'Rahul\u0000Mehta']) {
      expect((await contact({ name })).status).toBe(400);
    }
    expect((await contact({ message: 'Line one\nLine two' })).status).toBe(200);
    expect((await contact({ message: 'Nul\u0000byte' })).status).toBe(400);
  });

  it('refuses bidi controls in an issue description', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01' });
    const res = await t.request('POST', '/api/issue-query', {
      token: await tokenFor(t.db, patient, t.clock.now()),
      body: { issueType: 'Pain or discomfort', description: 'it \u202Ehurts', addedBy: patient.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Description contains invisible direction characters');
  });
});

describe('dates lie in a sane range', () => {
  it('takes start dates within 5 years of today, either way', async () => {
    expect((await register(newPatient({ startDate: '2021-03-01' }))).status).toBe(201);
    expect((await register(newPatient({ startDate: '2031-03-01' }))).status).toBe(201);
    for (const startDate of ['2021-02-28', '2031-03-02', '1999-01-01']) {
      const res = await register(newPatient({ startDate }));
      expect(res.status, startDate).toBe(400);
      expect(res.body.message).toBe('Start date must be within 5 years of today');
      expect(res.body.issues).toEqual([
        { path: 'startDate', message: 'Start date must be within 5 years of today' },
      ]);
    }
  });

  it('takes a date of birth only in the past', async () => {
    // A baby is a minor: registered with a parent (docs/design.md §12).
    const parent = { name: 'Parent', phone: '6000000042', relationship: 'mother' };
    expect((await register(newPatient({ dob: '2026-02-28', guardians: [parent] }))).status).toBe(
      201,
    );
    for (const dob of ['2026-03-01', '2027-01-01']) {
      const res = await register(newPatient({ dob }));
      expect(res.status, dob).toBe(400);
      expect(res.body.message).toBe('Date of birth must be in the past');
    }
  });

  it('refuses any date past 2100 or before 1900, and impossible dates', async () => {
    for (const dob of ['2101-01-01', '9999-12-31', '1899-12-31', '2025-02-29', '2025-13-01']) {
      expect((await register(newPatient({ dob }))).status, dob).toBe(400);
    }
  });

  it('applies the same rules to edits', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01' });
    const update = (body: unknown) =>
      t.request('PATCH', `/api/users/update/${patient.id}`, { token: admin, body });
    expect((await update({ startDate: '2040-01-01' })).status).toBe(400);
    expect((await update({ dob: '2030-01-01' })).status).toBe(400);
    expect((await update({ startDate: '2026-02-15' })).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.id));
    expect(row!.startDate).toBe('2026-02-15');
  });

  it('refuses a resume date past 2100', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01' });
    const token = await tokenFor(t.db, patient, t.clock.now());
    const res = await t.request('PUT', `/api/issue-query/${patient.id}`, {
      token,
      body: { issueStatus: 'closed', status: 'active', resumeDate: '2101-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Date must be between 1900 and 2100');
  });
});
