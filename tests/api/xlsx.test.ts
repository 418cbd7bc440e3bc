import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/lib/logger';
import { EXPORT_BATCH_SIZE } from '../../src/server/routes/patients/patients.store';
import { XLSX_CONTENT_TYPE } from '../../src/server/services/xlsx';
import { buildPatient, insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = '2026-03-01T06:00:00Z';
const BULK = EXPORT_BATCH_SIZE + 20; // more than one export batch, all registered in the same instant
// (PostgreSQL text cannot hold NUL, so the NUL rule is covered by the unit tests.)

let t: TestApp;
let token: string;
const logLines: string[] = [];

async function download() {
  const res = await t.request('GET', '/api/users/download-users-data', { token });
  const bytes = await res.raw.arrayBuffer();
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type, which clashes with @types/node's.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return { res, sheet: workbook.worksheets[0]! };
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW, logger: createLogger('info', (l) => logLines.push(l)) });
  const admin = await insertAdmin(t.db);
  token = await tokenFor(t.db, admin, new Date(NOW));
  await insertPatient(t.db, {
    name: 'Lakshmi Menon',
    email: 'lakshmi@example.com',
    phone: '9876501234',
    startDate: '2026-01-01',
    aligners: 10,
    steps: 2,
    createdAt: new Date('2025-12-01T00:00:00Z'),
  });
  const hostile = [
    '=HYPERLINK("https://evil.example","Click")',
    '+91 cmd|calc',
    '-2+3',
    '@SUM(A1:A2)',
    '\tTabbed',
    '\rReturn',
    '=1+1',
  ];
  for (const [index, name] of hostile.entries()) {
    await insertPatient(t.db, { name, createdAt: new Date(`2025-12-02T00:0${index}:00Z`) });
  }
  await t.db.insert(users).values(Array.from({ length: BULK }, () => buildPatient()));
});
afterAll(() => t.close());

describe('GET /api/users/download-users-data', () => {
  it('streams users.xlsx with a header row and one row per patient', async () => {
    const { res, sheet } = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users.xlsx"');
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(sheet.rowCount).toBe(1 + 1 + 7 + BULK);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Date of birth',
      'Gender',
      '3D link',
      'Start date',
      'Aligners',
      'Steps (weeks)',
      'Steps (days)',
      'End date',
      'Duration (days)',
      'Duration (weeks)',
      'Next aligner date',
      'Weeks completed',
      'Current aligner',
      'Status',
      'Registered at',
    ]);
    // Registration order: the first patient is on row 2, with every admin-visible field.
    expect((sheet.getRow(2).values as unknown[]).slice(2)).toEqual([
      'Lakshmi Menon',
      'lakshmi@example.com',
      '9876501234',
      '1990-01-01',
      'female',
      'https://example.com/plan',
      '2026-01-01',
      10,
      2,
      14,
      '2026-05-21',
      140,
      20,
      '2026-03-12',
      8,
      5,
      'active',
      '2025-12-01T00:00:00.000Z',
    ]);
  });

  it('lists every patient exactly once across batches, and no admin', async () => {
    const { sheet } = await download();
    const ids: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids).toHaveLength(1 + 7 + BULK);
    expect(new Set(ids).size).toBe(ids.length);
    const patientIds = (await t.db.select({ id: users.id, role: users.role }).from(users))
      .filter((u) => u.role === 'patient')
      .map((u) => u.id);
    expect([...ids].sort()).toEqual([...patientIds].sort());
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { sheet } = await download();
    const names = [3, 4, 5, 6, 7, 8, 9].map((row) => sheet.getRow(row).getCell(2));
    expect(names.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("https://evil.example","Click")`,
      "'+91 cmd|calc",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      // XML parsing turns the stored CR into LF; the apostrophe is what matters.
      "'\nReturn",
      "'=1+1",
    ]);
    for (const cell of names) expect(cell.type).toBe(ExcelJS.ValueType.String);
    const everyCell: ExcelJS.Cell[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => everyCell.push(cell)));
    expect(everyCell.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
  });

  it('never exports passwords and logs the export without personal data', async () => {
    logLines.length = 0;
    const { res, sheet } = await download();
    const text = JSON.stringify(sheet.getSheetValues());
    expect(text).not.toMatch(/scrypt|password/i);
    await expect.poll(() => logLines.some((l) => l.includes('patients exported'))).toBe(true);
    const line = JSON.parse(logLines.find((l) => l.includes('patients exported'))!);
    expect(line).toMatchObject({ level: 'info', rows: 1 + 7 + BULK });
    const all = logLines.join('\n');
    expect(all).not.toContain('Lakshmi');
    expect(all).not.toContain('lakshmi@example.com');
    expect(all).not.toContain('9876501234');
    expect(res.status).toBe(200);
  });

  it('stops cleanly when the client cancels the download', async () => {
    logLines.length = 0;
    const res = await t.app.request(
      '/api/users/download-users-data',
      { headers: { Authorization: `Bearer ${token}` } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    const next = await t.request('GET', '/api/users/stats', { token });
    expect(next.status).toBe(200);
    expect(next.body.patients).toBe(1 + 7 + BULK);
  });

  it('answers a database failure before streaming with a plain 500', async () => {
    const broken = await createTestApp({ now: NOW });
    try {
      const brokenToken = await tokenFor(broken.db, await insertAdmin(broken.db), new Date(NOW));
      await insertPatient(broken.db);
      // cascade: issues.pause_id refers to it
      await broken.db.execute(sql`drop table pauses cascade`);
      const res = await broken.request('GET', '/api/users/download-users-data', {
        token: brokenToken,
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again.' });
      expect(res.headers.get('content-disposition')).toBeNull();
    } finally {
      await broken.close();
    }
  });
});
