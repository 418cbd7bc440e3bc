/** /api/misc (docs/design.md §2 "Other"): the moderators' WhatsApp numbers, admin only. */
import { Hono } from 'hono';
import { ModeratorSchema } from '../../../shared/schemas/moderator';
import type { AppDeps, AppEnv } from '../../context';
import { conflict, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { addModerator, listModerators, removeModerator } from '../../services/moderator-numbers';

const moderatorNotFound = () => notFound('Moderator not found');

export function moderatorsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .get('/', adminOnly, async (c) => c.json({ numbers: await listModerators(deps.db) }))

    .post('/', adminOnly, async (c) => {
      const { number } = await readJson(c, ModeratorSchema);
      const added = await addModerator(deps.db, number, deps.clock.now());
      if (!added) throw conflict('This number is already a moderator.');
      return c.json({ message: 'Moderator added successfully.' }, 201);
    })

    .delete('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', moderatorNotFound);
      if (!(await removeModerator(deps.db, id))) throw moderatorNotFound();
      return c.json({ message: 'Moderator removed successfully.' });
    });
}
