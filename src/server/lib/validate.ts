/** Request parsing with the shared valibot schemas: every failure is a 400 with field issues. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Language } from '../../shared/languages';
import { translate } from '../../shared/messages';
import { badRequest } from './http-error';
import { apiLanguage } from './page-language';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** `input` parsed by `schema`; its messages in `language` (the shared schemas' `say`). */
export function parseWith<S extends AnySchema>(
  schema: S,
  input: unknown,
  language?: Language,
): v.InferOutput<S> {
  const result = v.safeParse(schema as v.GenericSchema, input, { lang: language });
  if (result.success) return result.output as v.InferOutput<S>;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    return { path, message: readableMessage(issue, path, language) };
  });
  const first = issues[0]!;
  const message =
    first.path && !first.message.includes(first.path)
      ? `${first.path}: ${first.message}`
      : first.message;
  throw badRequest(message, issues);
}

/** valibot's own wording for a missing or unknown key is for developers; say it plainly. */
function readableMessage(issue: v.BaseIssue<unknown>, path: string, language?: Language): string {
  const isObjectKeyIssue = issue.type === 'strict_object' || issue.type === 'object';
  if (isObjectKeyIssue && issue.received === 'undefined' && path) {
    return translate(/*i18n*/ '{path} is required', { path }, language);
  }
  if (isObjectKeyIssue && issue.expected === 'never' && path) {
    return translate(/*i18n*/ 'Unknown field "{path}"', { path }, language);
  }
  return issue.message;
}

export async function readJson<S extends AnySchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(/*i18n*/ 'Request body must be valid JSON');
  }
  return parseWith(schema, body, apiLanguage(c));
}

/** Whether `text` holds a C0 control (NUL, CR, LF, TAB…), DEL or a C1 control. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The query string, parsed by `schema`. No parameter is typed with control characters, and a
 * NUL would fail the database's text encoding: each is refused here, for every route, as 400.
 */
export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  const query = c.req.query();
  for (const name in query) {
    if (hasControlCharacter(name) || hasControlCharacter(query[name]!)) {
      const path = hasControlCharacter(name) ? '' : name;
      const message = translate(
        /*i18n*/ 'Control characters are not allowed in the address',
        undefined,
        apiLanguage(c),
      );
      throw badRequest(path ? `${path}: ${message}` : message, [{ path, message }]);
    }
  }
  return parseWith(schema, query, apiLanguage(c));
}

/** Reads a multipart field `data` holding JSON, as the spec's upload calls send it. */
export function parseJsonField<S extends AnySchema>(
  raw: unknown,
  schema: S,
  language?: Language,
): v.InferOutput<S> {
  if (typeof raw !== 'string') throw badRequest(/*i18n*/ 'The form field "data" must hold JSON');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw badRequest(/*i18n*/ 'The form field "data" must hold valid JSON');
  }
  return parseWith(schema, data, language);
}
