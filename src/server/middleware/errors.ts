import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import { requestIdFor } from './access-log';

/** The one error handler: `{ message }` (and `issues`) for known errors, never a stack. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      const body = error.issues
        ? { message: error.message, issues: error.issues }
        : { message: error.message };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException) {
      const message =
        error.status === 413 ? 'The request is too large' : error.message || 'Bad request';
      return c.json({ message }, error.status);
    }
    logger.error('unhandled error', {
      requestId: requestIdFor(c.env as object),
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return c.json({ message: 'Something went wrong. Please try again.' }, 500);
  };
}
