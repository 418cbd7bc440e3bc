import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { AppEnv } from '../context';
import { translate, translateSaid } from '../../shared/messages';
import { HttpError } from '../lib/http-error';
import '../lib/messages';
import { apiLanguage } from '../lib/page-language';
import type { LogFields, Logger } from '../lib/logger';
import { nodeRequestIn } from '../lib/request-header';
import { requestIdFor } from './access-log';

/**
 * What the log says of an unexpected error. A failed statement's own message carries its SQL
 * and every parameter (a search term, an email, a name): only the SQL state and the driver's
 * reason are kept, with any quoted value in the reason masked.
 */
function describeError(error: unknown): LogFields {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    return {
      error: 'failed statement',
      sqlState: typeof cause?.code === 'string' ? cause.code : undefined,
      reason: typeof cause?.message === 'string' ? cause.message.replace(/"[^"]*"/g, '"…"') : '',
    };
  }
  return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

/**
 * Whether the client broke off its request while the body was read: a malformed chunk (Node
 * answers 400 itself) or a connection dropped mid-body. A client's error, not the server's.
 */
function clientBrokeOff(env: unknown): boolean {
  const incoming = nodeRequestIn(env);
  return (
    incoming !== undefined &&
    !incoming.complete &&
    (incoming.errored !== null || incoming.destroyed)
  );
}

/**
 * The one error handler: `{ message }` (and `issues`) for known errors, never a stack; in the
 * request's language (`apiLanguage`: a patient's own, English for staff).
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const language = apiLanguage(c);
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      const message = translateSaid(error.said, language);
      // Validation issues are worded in the language already (`readJson`); others are looked up.
      const body = error.saidIssues
        ? {
            message,
            issues: error.saidIssues.map(({ path, message }) => ({
              path,
              message: translateSaid(message, language),
            })),
          }
        : { message };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException) {
      const message =
        error.status === 413
          ? /*i18n*/ 'The request is too large'
          : error.message || /*i18n*/ 'Bad request';
      return c.json({ message: translate(message, undefined, language) }, error.status);
    }
    const requestId = requestIdFor(c.env as object);
    if (clientBrokeOff(c.env)) {
      logger.warn('request body incomplete', {
        requestId,
        path: c.req.path,
        ...describeError(error),
      });
      const message = /*i18n*/ 'The request body was incomplete or malformed';
      return c.json({ message: translate(message, undefined, language) }, 400);
    }
    logger.error('unhandled error', { requestId, path: c.req.path, ...describeError(error) });
    const message = /*i18n*/ 'Something went wrong. Please try again.';
    return c.json({ message: translate(message, undefined, language) }, 500);
  };
}
