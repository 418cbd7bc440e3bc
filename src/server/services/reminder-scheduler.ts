/**
 * Runs the reminder checks (change days, then long wear breaks) every REMINDER_CHECK_SECONDS,
 * one run at a time, until stopped.
 */
import type { ReminderDeps } from './reminder-claims';
import { runReminderCheck } from './reminders';
import { runWearReminderCheck } from './wear-reminders';

/** Both checks, each logged on its own so one failing does not hide the other. */
async function runChecks(deps: ReminderDeps): Promise<void> {
  const checks = {
    'reminder check': runReminderCheck,
    'break reminder check': runWearReminderCheck,
  };
  for (const [name, check] of Object.entries(checks)) {
    await check(deps)
      .then((report) => deps.logger.debug(name, { ...report }))
      .catch((error: unknown) =>
        deps.logger.warn(`${name} failed`, {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  }
}

export function startReminderScheduler(deps: ReminderDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // a slow run (a push service timing out) is never doubled up
    running = runChecks(deps).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, deps.env.REMINDER_CHECK_SECONDS * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
