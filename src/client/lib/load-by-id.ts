import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { IdSchema } from '../../shared/schemas/common';
import { ApiError } from './api-client';

/**
 * The loader of a route whose address names one record (`/blog-details/$id`,
 * `/admin/edit-job/$jobId`): `load` puts it in the cache (`ensureQueryData`), and the route
 * shows its `notFoundComponent` when the id cannot name a record or the server has none.
 */
export async function loadById(id: string, load: (id: string) => Promise<unknown>): Promise<void> {
  // An address that cannot name a record is not found without asking the server.
  if (!v.is(IdSchema, id)) throw notFound();
  try {
    await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
