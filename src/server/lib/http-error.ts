import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translateSaid, type Said } from '../../shared/messages';

export interface FieldIssue {
  path: string;
  message: string;
}

/** A field's issue as written: its message may have values (`said`). */
export interface SaidIssue {
  path: string;
  message: string | Said;
}

/**
 * An error with an HTTP status whose message is safe to show to the user. The message is
 * English (a /*i18n*\/-marked text, or `said(text, values)` for one with placeholders); the
 * error handler answers it in the request's language.
 */
export class HttpError extends Error {
  /** The message and the issues as written, for translation. */
  readonly said: string | Said;
  readonly saidIssues?: SaidIssue[];
  /** The issues in English. */
  readonly issues?: FieldIssue[];

  constructor(
    readonly status: ContentfulStatusCode,
    message: string | Said,
    issues?: SaidIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(translateSaid(message));
    this.name = 'HttpError';
    this.said = message;
    this.saidIssues = issues;
    this.issues = issues?.map(({ path, message }) => ({ path, message: translateSaid(message) }));
  }
}

export const badRequest = (message: string | Said, issues?: SaidIssue[]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string | Said = /*i18n*/ 'Please sign in to continue') =>
  new HttpError(401, message);
export const forbidden = (message: string | Said = /*i18n*/ 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message: string | Said = /*i18n*/ 'Not found') =>
  new HttpError(404, message);
export const conflict = (message: string | Said) => new HttpError(409, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string | Said = /*i18n*/ 'Too many requests. Please try again later.',
) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
