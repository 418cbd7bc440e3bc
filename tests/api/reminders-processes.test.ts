/**
 * Two real server processes on one PostgreSQL, each checking for reminders every second,
 * send a change-day reminder once per subscription — and a restarted one does not send it
 * again. They trust the local fake push service through NODE_EXTRA_CA_CERTS. PostgreSQL only
 * (DATABASE_URL): PGlite is one process by design.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushReminders, pushSubscriptions } from '../../src/server/db/schema';
import { addDays, todayIn } from '../../src/shared/calendar-date';
import { insertPatient } from '../factories/users';
import { startFakePushService } from '../support/fake-push-service';
import { createTestDatabase } from '../support/test-db';

/** A fixed-offset zone where it is now about noon, so the clinic day cannot end mid-test. */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, ...env },
  });
  children.push(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk;
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** Resolves once the output matches `pattern` at least `count` times after `from`. */
  const until = (pattern: RegExp, count: number, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const test = () => {
        if ((output.slice(from).match(pattern) ?? []).length >= count) {
          listeners.delete(test);
          resolve();
        }
      };
      listeners.add(test);
      void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
      test();
    });
  return { child, exited, until, length: () => output.length };
}

const CHECK = /"msg":"reminder check"/g;

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('reminders with several server processes', () => {
  it('sends one reminder per subscription with two instances on one PostgreSQL and after a restart', async () => {
    const push = await startFakePushService();
    const database = await createTestDatabase();
    try {
      const zone = noonZone();
      const today = todayIn(zone);
      // Aligner 2 of 10 starts today.
      const patient = await insertPatient(database.db, { startDate: addDays(today, -14) });
      const env = {
        DATABASE_URL: database.url!,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        SEED_DEMO: '0',
        ADMIN_EMAIL: 'admin@processes.example',
        CLIENT_DIR: '/nonexistent',
        CLINIC_TIMEZONE: zone,
        REMINDER_HOUR: '9',
        REMINDER_CHECK_SECONDS: '1',
        PUSH_ALLOWED_HOSTS: push.allowedHost,
        NODE_EXTRA_CA_CERTS: push.caPath,
      };
      const first = startServer(env);
      await first.until(/ready on http/, 1);
      const second = startServer(env);
      await second.until(/ready on http/, 1);
      // Both instances are checking every second when the patient subscribes: they race.
      const phone = push.subscribe('process-phone');
      const laptop = push.subscribe('process-laptop');
      for (const sub of [phone, laptop]) {
        await database.db
          .insert(pushSubscriptions)
          .values({ userId: patient.id, endpoint: sub.endpoint, ...sub.keys });
      }

      await push.until(2);
      // Both instances keep looking for a few more rounds: nothing more may arrive.
      const [a, b] = [first.length(), second.length()];
      await Promise.all([first.until(CHECK, 3, a), second.until(CHECK, 3, b)]);
      expect(push.errors).toEqual([]);
      expect(push.for('process-phone')).toHaveLength(1);
      expect(push.for('process-laptop')).toHaveLength(1);
      expect(push.for('process-phone')[0]!.payload).toEqual({
        title: 'Time to switch aligners',
        body: 'Put in aligner 2 of 10 today.',
        url: '/dashboard?aligner=2',
        tag: 'aligner-2',
      });
      const [claim] = await database.db
        .select()
        .from(pushReminders)
        .where(and(eq(pushReminders.userId, patient.id), eq(pushReminders.aligner, 2)));
      expect(claim).toMatchObject({ status: 'done', attempts: 1 });

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const restarted = startServer(env);
      await restarted.until(/ready on http/, 1);
      await restarted.until(CHECK, 3);
      expect(push.received).toHaveLength(2);

      second.child.kill('SIGTERM');
      restarted.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(await restarted.exited).toBe(0);
    } finally {
      await database.close();
      await push.close();
    }
  }, 120_000);
});
