/** Ids in addresses: anything but one of our random ids (`../x`, encoded slashes…) names nothing. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { IdSchema } from '../../shared/schemas/common';
import type { HttpError } from './http-error';

/** The id given as the route param `name`, or the resource's own 404 when it cannot be an id. */
export function idParam(c: Context, name: string, notFound: () => HttpError): string {
  const id = c.req.param(name) ?? '';
  if (!v.is(IdSchema, id)) throw notFound();
  return id;
}
