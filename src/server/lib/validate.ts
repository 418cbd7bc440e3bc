/** Request parsing with the shared valibot schemas: every failure is a 400 with field issues. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest } from './http-error';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

export function parseWith<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema as v.GenericSchema, input);
  if (result.success) return result.output as v.InferOutput<S>;
  const issues = result.issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '';
    return { path, message: readableMessage(issue, path) };
  });
  const first = issues[0]!;
  const message =
    first.path && !first.message.includes(first.path)
      ? `${first.path}: ${first.message}`
      : first.message;
  throw badRequest(message, issues);
}

/** valibot's own wording for a missing or unknown key is for developers; say it plainly. */
function readableMessage(issue: v.BaseIssue<unknown>, path: string): string {
  const isObjectKeyIssue = issue.type === 'strict_object' || issue.type === 'object';
  if (isObjectKeyIssue && issue.received === 'undefined' && path) return `${path} is required`;
  if (isObjectKeyIssue && issue.expected === 'never' && path) return `Unknown field "${path}"`;
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
    throw badRequest('Request body must be valid JSON');
  }
  return parseWith(schema, body);
}

export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query());
}

/** Reads a multipart field `data` holding JSON, as the spec's upload calls send it. */
export function parseJsonField<S extends AnySchema>(raw: unknown, schema: S): v.InferOutput<S> {
  if (typeof raw !== 'string') throw badRequest('The form field "data" must hold JSON');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw badRequest('The form field "data" must hold valid JSON');
  }
  return parseWith(schema, data);
}
