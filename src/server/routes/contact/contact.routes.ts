/**
 * /api/contact: the public contact form, stored and limited per IP (docs/security.md 20); admins
 * read the messages.
 */
import { Hono } from 'hono';
import { CONTACT_RATE_LIMIT } from '../../../shared/constants';
import { ContactSchema } from '../../../shared/schemas/contact';
import type { AppDeps, AppEnv } from '../../context';
import { enforceIpLimit, FORM_LIMIT_MESSAGE } from '../../lib/ip-limit';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { insertContactMessage, listContactMessages } from './contact.store';

export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await readJson(c, ContactSchema);
      await enforceIpLimit(deps, c, 'contact', CONTACT_RATE_LIMIT, FORM_LIMIT_MESSAGE);
      await insertContactMessage(deps.db, input, deps.clock.now());
      return c.json({ success: true });
    })

    .get('/', requireRole(deps, 'admin'), async (c) =>
      c.json({ messages: await listContactMessages(deps.db) }),
    );
}
