/** /api/misc (DESIGN.md §2 "Other"): the moderators' WhatsApp numbers, admin only. */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { ModeratorNumber } from '../../../shared/api-types';
import { IdSchema } from '../../../shared/schemas/common';
import { ModeratorSchema } from '../../../shared/schemas/moderator';
import type { AppDeps, AppEnv } from '../../context';
import { moderators } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';

export function moderatorsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .get('/', adminOnly, async (c) => {
      const rows = await deps.db
        .select()
        .from(moderators)
        .orderBy(asc(moderators.createdAt), asc(moderators.id));
      const numbers = rows.map((row): ModeratorNumber => ({ _id: row.id, number: row.number }));
      return c.json({ numbers });
    })

    .post('/', adminOnly, async (c) => {
      const { number } = await readJson(c, ModeratorSchema);
      // The unique index decides, so two admins adding one number at once get one 201, one 409.
      const added = await deps.db
        .insert(moderators)
        .values({ number, createdAt: deps.clock.now() })
        .onConflictDoNothing({ target: moderators.number })
        .returning({ id: moderators.id });
      if (added.length === 0) throw conflict('This number is already a moderator.');
      return c.json({ message: 'Moderator added successfully.' }, 201);
    })

    .delete('/:id', adminOnly, async (c) => {
      const id = c.req.param('id');
      const removed = v.is(IdSchema, id)
        ? await deps.db.delete(moderators).where(eq(moderators.id, id)).returning()
        : [];
      if (removed.length === 0) throw notFound('Moderator not found');
      return c.json({ message: 'Moderator removed successfully.' });
    });
}
