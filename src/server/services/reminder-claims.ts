/**
 * The claim rule every push reminder follows (change days, long wear breaks). A reminder has
 * one claim row, keyed by its patient and one more column; an instance takes the row before it
 * sends, so any number of app instances, and a restart, send each reminder once. A send that
 * fails (other than 404/410) leaves the row pending for a growing backoff, then it is retried,
 * up to REMINDER_MAX_ATTEMPTS; the subscriptions that already have it are not sent it again.
 * A guardian's copy rides on the child's claim: their subscriptions join its `delivered` list.
 */
import { and, eq, sql, type ColumnBaseConfig, type ColumnDataType, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { ReminderStatus } from '../../shared/constants';
import type { LocalPayload } from '../../shared/push-messages';
import type { AppDeps } from '../context';
import type { Db } from '../db/database';
import type { LogFields } from '../lib/logger';
import { deliverToPatient } from './push-delivery';

/** Long enough for every send of one reminder (each has a 10 s timeout, sent in parallel). */
const REMINDER_LEASE_MS = 2 * 60 * 1000;
const REMINDER_MAX_ATTEMPTS = 6;
/** 1, 2, 4, 8, 16 minutes between attempts. */
const reminderBackoffMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts - 1, 5);
const REMINDER_BATCH = 8;

export type ReminderDeps = Pick<
  AppDeps,
  'db' | 'env' | 'clock' | 'logger' | 'pushAgent' | 'whatsapp'
>;

export interface CheckReport {
  due: number;
  claimed: number;
  delivered: number;
}

type ClaimColumn<Data, NotNull extends boolean = true> = PgColumn<
  ColumnBaseConfig<ColumnDataType, string> & { data: Data; notNull: NotNull }
>;

/** What every claim table has (push_reminders, wear_break_reminders), but its key. */
type ClaimTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: {
    userId: ClaimColumn<string>;
    status: ClaimColumn<ReminderStatus>;
    attempts: ClaimColumn<number>;
    leaseUntil: ClaimColumn<Date>;
    delivered: ClaimColumn<string[]>;
    claimedAt: ClaimColumn<Date>;
    sentAt: ClaimColumn<Date, false>;
  };
}>;

interface Claim {
  attempts: number;
  /** Subscriptions that already have this reminder (from an earlier attempt). */
  delivered: string[];
  leaseUntil: Date;
}

/** Another user's copy of a patient's reminder (a guardian's, guardian-reminders.ts). */
export interface FollowerPush {
  userId: string;
  payload: LocalPayload;
  topic: string;
}

/** A reminder found due: its claim's key and what to push. */
export interface DuePush<K> {
  userId: string;
  key: K;
  payload: LocalPayload;
  ttlSeconds: number;
  topic: string;
  /** Sent on the same claim, so each follower's subscriptions get it once too. */
  followers?: FollowerPush[];
  /** Logged, with the patient and the attempts, when the reminder is given up. */
  logFields?: LogFields;
}

/**
 * One kind of reminder's claims, kept in `table` with a row per userId and `key` (the name of
 * the other key column); `name` says which reminder in the log.
 */
export function reminderClaims<N extends string, KeyColumn extends PgColumn>(
  name: string,
  table: ClaimTable & Record<N, KeyColumn>,
  key: N,
) {
  type K = KeyColumn['_']['data'];
  // Written through the columns every claim table has (drizzle cannot type a generic table's).
  const claimTable: ClaimTable = table;
  const keyColumn: PgColumn = table[key];

  /**
   * Takes the reminder: a new claim row, or a pending one whose lease has run out. Null when
   * another instance holds it or it is finished. One statement, so two instances cannot both win.
   */
  async function claim(db: Db, userId: string, keyValue: K, now: Date): Promise<Claim | null> {
    const leaseUntil = new Date(now.getTime() + REMINDER_LEASE_MS);
    const [row] = await db
      .insert(claimTable)
      .values({ userId, [key]: keyValue, attempts: 1, leaseUntil, claimedAt: now })
      .onConflictDoUpdate({
        target: [claimTable.userId, keyColumn],
        set: { attempts: sql`${claimTable.attempts} + 1`, leaseUntil },
        setWhere: sql`${claimTable.status} = 'pending' and ${claimTable.leaseUntil} <= ${now.toISOString()}`,
      })
      .returning({ attempts: claimTable.attempts, delivered: claimTable.delivered });
    return row ? { ...row, leaseUntil } : null;
  }

  /** Records the attempt: finished (`done` / `abandoned`), or pending until `retryAt`. */
  async function settle(
    db: Db,
    due: DuePush<K>,
    claimed: Claim,
    outcome: { delivered: string[]; status: ReminderStatus; at: Date; retryAt?: Date },
  ): Promise<void> {
    await db
      .update(claimTable)
      .set({
        delivered: outcome.delivered,
        status: outcome.status,
        sentAt: outcome.status === 'done' ? outcome.at : null,
        leaseUntil: outcome.retryAt ?? outcome.at,
      })
      .where(
        and(
          eq(claimTable.userId, due.userId),
          eq(keyColumn, due.key),
          eq(claimTable.leaseUntil, claimed.leaseUntil),
        ),
      );
  }

  /** Claims and sends one reminder: how many subscriptions got it, or null when not ours. */
  async function push(deps: ReminderDeps, due: DuePush<K>): Promise<number | null> {
    const claimed = await claim(deps.db, due.userId, due.key, deps.clock.now());
    if (!claimed) return null;
    const recipients = [
      { userId: due.userId, payload: due.payload, topic: due.topic },
      ...(due.followers ?? []),
    ];
    const reports = await Promise.all(
      recipients.map((to) =>
        deliverToPatient(deps, to.userId, to.payload, {
          ttlSeconds: due.ttlSeconds,
          topic: to.topic,
          skip: claimed.delivered,
        }),
      ),
    );
    const report = {
      delivered: reports.flatMap((r) => r.delivered),
      failed: reports.flatMap((r) => r.failed),
    };
    const delivered = [...claimed.delivered, ...report.delivered];
    const at = deps.clock.now();
    if (report.failed.length === 0) {
      await settle(deps.db, due, claimed, { delivered, status: 'done', at });
    } else if (claimed.attempts >= REMINDER_MAX_ATTEMPTS) {
      deps.logger.warn(`${name} abandoned`, {
        userId: due.userId,
        ...due.logFields,
        attempts: claimed.attempts,
      });
      await settle(deps.db, due, claimed, { delivered, status: 'abandoned', at });
    } else {
      const retryAt = new Date(at.getTime() + reminderBackoffMs(claimed.attempts));
      await settle(deps.db, due, claimed, { delivered, status: 'pending', at, retryAt });
    }
    return report.delivered.length;
  }

  return {
    /**
     * SQL, true when the reminder of `userId` and `keyValue` (expressions of the due query) is
     * finished or held by a live lease: no instance may claim it now.
     */
    taken(userId: SQL, keyValue: SQL, now: Date): SQL {
      return sql`exists (
        select 1 from ${claimTable}
        where ${claimTable.userId} = ${userId} and ${keyColumn} = ${keyValue}
          and (${claimTable.status} <> 'pending' or ${claimTable.leaseUntil} > ${now.toISOString()})
      )`;
    },

    /** Claims and sends each due reminder; safe to run on any number of instances at once. */
    async pushAll(deps: ReminderDeps, due: DuePush<K>[]): Promise<CheckReport> {
      const report: CheckReport = { due: due.length, claimed: 0, delivered: 0 };
      // A few patients at a time: one slow push service does not hold up everyone else's reminder.
      for (let i = 0; i < due.length; i += REMINDER_BATCH) {
        const batch = await Promise.all(due.slice(i, i + REMINDER_BATCH).map((d) => push(deps, d)));
        for (const delivered of batch) {
          if (delivered === null) continue;
          report.claimed++;
          report.delivered += delivered;
        }
      }
      return report;
    },
  };
}
