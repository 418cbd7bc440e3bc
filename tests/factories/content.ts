/** Builders for content tests: real tiny images (made with sharp), a hand-written PDF, rows, forms. */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Db } from '../../src/server/db/database';
import { blogs, jobs } from '../../src/server/db/schema';
import { insertFile, newFile } from '../../src/server/services/files';

type Format = 'jpeg' | 'png' | 'webp' | 'avif';

/** A real, decodable image of the given format (teal, 8×6 unless told). */
export function tinyImage(format: Format = 'jpeg', width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b6e69' } })
    .toFormat(format)
    .toBuffer();
}

/** A PDF of these objects, numbered from 1 (the catalog first), with a correct cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The smallest well-formed PDF: one empty page. */
export function minimalPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);
}

/** A well-formed one-page PDF of exactly `size` bytes: its page's content stream fills it. */
export function pdfOfSize(size: number): Buffer {
  const build = (length: number) => {
    const content = 'q Q\n'.repeat(Math.ceil(length / 4)).slice(0, length);
    return pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
      `<< /Length ${length} >>\nstream\n${content}\nendstream`,
    ]);
  };
  let length = size;
  for (let built = build(length); built.length !== size; built = build(length)) {
    length -= built.length - size;
  }
  return build(length);
}

/** The bytes padded (with trailing spaces) to exactly `size` bytes. */
export function padTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);
}

export const SVG_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script>';

export const fileOf = (bytes: Buffer | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

export const BLOG_DATA = {
  title: 'Caring for your aligners',
  category: 'Daily Care',
  description: 'Rinse them in cool water.\n\nBrush them gently.',
  addedBy: 'Dr. Test',
};

/** The multipart body of POST/PUT /api/blogs: `data` as JSON text and an optional image. */
export function blogForm(data: unknown = BLOG_DATA, image?: File): FormData {
  const form = new FormData();
  form.set('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (image) form.set('image', image);
  return form;
}

export function applicationData(jobId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '9123456789',
    job: jobId,
    about: 'Five years at a busy dental clinic.',
    ...overrides,
  };
}

/** The multipart body of POST /api/apply-jobs. */
export function applicationForm(data: unknown, resume?: File): FormData {
  const form = new FormData();
  form.set('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (resume) form.set('resume', resume);
  return form;
}

export const pdfResume = (bytes: Buffer = minimalPdf(), name = 'resume.pdf') =>
  fileOf(bytes, name, 'application/pdf');

export function buildJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  return {
    title: 'Patient Care Coordinator',
    description: 'Help patients through their treatment.',
    department: 'Patient Experience',
    jobType: 'Full-time',
    location: 'Mumbai',
    salaryRange: '₹4–6 LPA',
    education: 'Graduate',
    experience: '1–3 years',
    ...overrides,
  };
}

export async function insertJob(db: Db, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await db.insert(jobs).values(buildJob(overrides)).returning();
  return row!;
}

/** A blog with a stored WebP image, written straight to the database. */
export async function insertBlog(db: Db, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const imageFileId = await insertFile(db, newFile('image', 'image/webp', await tinyImage('webp')));
  const [row] = await db
    .insert(blogs)
    .values({ ...BLOG_DATA, imageFileId, ...overrides })
    .returning();
  return row!;
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row!.value;
}

/** Makes every insert into `table` fail inside the database, to prove a request is atomic. */
export async function breakInsertsInto(db: Db, table: 'blogs' | 'job_applications') {
  await db.execute(
    sql.raw(`create or replace function fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'insert refused by test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_insert before insert on ${table}
      for each row execute function fail_insert()`),
  );
}
