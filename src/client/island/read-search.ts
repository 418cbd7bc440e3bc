import * as v from 'valibot';

/**
 * The page's query read as the router reads it (each value JSON when it parses, else text),
 * then through the route's own schema, whose fallbacks replace anything malformed.
 */
export function readSearch<TSchema extends v.GenericSchema>(
  schema: TSchema,
  search: string = window.location.search,
): v.InferOutput<TSchema> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    try {
      raw[key] = JSON.parse(value);
    } catch {
      raw[key] = value;
    }
  }
  return v.parse(schema, raw);
}
