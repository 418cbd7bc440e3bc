import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues, pauses } from '../../src/server/db/schema';
import { insertPatient } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const LINK_PAUSING_ISSUES = readFileSync(
  new URL('../../src/server/db/migrations/0009_link_pausing_issues.sql', import.meta.url),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('linking issues raised before issues knew their pause', () => {
  it("links each open pause to the patient's newest open pausing issue, and nothing else", async () => {
    const paused = await insertPatient(t.db);
    const resumed = await insertPatient(t.db);
    const [openPause] = await t.db
      .insert(pauses)
      .values({ userId: paused.id, pauseDate: '2026-05-01' })
      .returning();
    await t.db
      .insert(pauses)
      .values({ userId: resumed.id, pauseDate: '2026-04-01', resumedDate: '2026-04-10' });
    const issueOf = async (userId: string, at: string, pauseProgress: boolean) => {
      const [row] = await t.db
        .insert(issues)
        .values({ userId, issueType: 'Pain', pauseProgress, createdAt: new Date(at) })
        .returning({ id: issues.id });
      return row!.id;
    };
    const olderPausing = await issueOf(paused.id, '2026-04-20T08:00:00Z', true);
    const newestPausing = await issueOf(paused.id, '2026-05-01T08:00:00Z', true);
    const notPausing = await issueOf(paused.id, '2026-05-02T08:00:00Z', false);
    const afterResume = await issueOf(resumed.id, '2026-04-05T08:00:00Z', true);

    await t.db.execute(sql.raw(LINK_PAUSING_ISSUES));

    const pauseOf = async (id: string) =>
      (await t.db.select({ pauseId: issues.pauseId }).from(issues).where(eq(issues.id, id)))[0]
        ?.pauseId;
    expect(await pauseOf(newestPausing)).toBe(openPause!.id);
    expect(await pauseOf(olderPausing)).toBeNull();
    expect(await pauseOf(notPausing)).toBeNull();
    expect(await pauseOf(afterResume)).toBeNull();
  });
});
