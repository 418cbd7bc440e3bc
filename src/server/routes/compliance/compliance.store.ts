/**
 * What the compliance board reads, one query per kind for every patient at once: the patients
 * and their pauses, the switches that count, and their open issues (their wear per clinic day is
 * kept with the wear log). Each answer comes as one JSON text: thousands of rows cost PGlite far
 * more than their bytes.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/calendar-date';
import type { Pause } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { queryJsonRows } from '../../services/wear-days';

/** The patients with a plan, and their pauses. */
export async function loadPatients(db: Db) {
  const [rows, pauses] = await Promise.all([
    queryJsonRows<{
      id: string;
      name: string;
      phone: string | null;
      startDate: CalendarDate;
      aligners: number;
      steps: number;
    }>(
      db,
      sql`
      select id, name, phone, start_date as "startDate", aligners, steps from users
      where role = 'patient' and start_date is not null and aligners is not null
        and steps is not null`,
    ),
    allPauses(db),
  ]);
  return { rows, pauses };
}

/** Every patient's pauses, keyed by patient, oldest first. */
async function allPauses(db: Db) {
  const rows = await queryJsonRows<{
    user_id: string;
    pause_date: CalendarDate;
    resumed_date: CalendarDate | null;
  }>(db, sql`select user_id, pause_date, resumed_date from pauses order by pause_date`);
  const byUser = new Map<string, Pause[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ pauseDate: row.pause_date, resumedDate: row.resumed_date });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/**
 * The confirmed switches of each patient's current and previous aligner (the only ones the board
 * rates), for the aligners given per patient: at most two rows each, however long the plan.
 */
export async function loadSwitches(
  db: Db,
  currentAligners: readonly { userId: string; aligner: number }[],
) {
  return queryJsonRows<{
    userId: string;
    aligner: number;
    dueOn: CalendarDate;
    switchedOn: CalendarDate;
  }>(
    db,
    sql`
    select s.user_id as "userId", s.aligner, s.due_on as "dueOn", s.switched_on as "switchedOn"
    from jsonb_to_recordset(${JSON.stringify(currentAligners)}::jsonb)
      as c("userId" text, aligner integer)
    join aligner_switches s on s.user_id = c."userId" and s.aligner in (c.aligner, c.aligner - 1)`,
  );
}

/** The times each patient's open issues were raised. */
export async function loadOpenIssues(db: Db): Promise<Map<string, Date[]>> {
  const rows = await queryJsonRows<{ user_id: string; created_at: string }>(
    db,
    sql`select user_id, created_at from issues where issue_status = 'open'`,
  );
  const byUser = new Map<string, Date[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(new Date(row.created_at));
    byUser.set(row.user_id, list);
  }
  return byUser;
}
