/** Runs the reminder check every REMINDER_CHECK_SECONDS, one run at a time, until stopped. */
import { runReminderCheck, type ReminderDeps } from './reminders';

export function startReminderScheduler(deps: ReminderDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // a slow run (a push service timing out) is never doubled up
    running = runReminderCheck(deps)
      .then((report) => deps.logger.debug('reminder check', { ...report }))
      .catch((error: unknown) =>
        deps.logger.warn('reminder check failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
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
