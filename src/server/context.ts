/** What every route module is built from: the database, configuration, clock and services. */
import type { Agent } from 'node:https';
import type { Db } from './db/database';
import type { Env } from './env';
import type { FileStore } from './services/file-store';
import type { Logger } from './lib/logger';
import type { SessionUser } from './services/sessions';
import type { WhatsAppSender } from './services/whatsapp';
import { todayIn } from '../shared/calendar-date';
import type { Pause } from '../shared/treatment-plan';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  db: Db;
  env: Env;
  clock: Clock;
  logger: Logger;
  whatsapp: WhatsAppSender;
  /** Where uploads' bytes are kept and read from (docs/design.md §13). */
  files: FileStore;
  /** An https agent for push requests; tests use one that trusts a local push service. */
  pushAgent?: Agent;
  /** Folder of the built client; the SPA is not served when absent. */
  staticRoot?: string;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    /** The signed-in user's treatment pauses, read with the session. */
    userPauses: Pause[];
    sessionId: string;
    /** When the session began: the user's sign-in (a recent one is asked for to add a passkey). */
    signedInAt: Date;
  };
}

/** Today's calendar date in the clinic's time zone. */
export const clinicToday = (deps: Pick<AppDeps, 'clock' | 'env'>) =>
  todayIn(deps.env.CLINIC_TIMEZONE, deps.clock.now());
