/**
 * Resolves in a task of its own: start-up work split by it leaves the browser free between its
 * steps (to paint, to answer a tap) instead of holding the page in one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The Prioritized Task Scheduling API, where the browser has it (Chromium, Firefox). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Runs `task` once nothing more urgent waits, React taking the page over in particular: a
 * background task (`scheduler.postTask`), which the browser runs only when no other task is
 * queued; where there is none (Safari), a task of its own.
 */
export function whenNothingWaits(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task, 0);
}
