/**
 * Resolves in a task of its own: start-up work split by it leaves the browser free between its
 * steps (to paint, to answer a tap) instead of holding the page in one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
