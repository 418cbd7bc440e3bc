/**
 * /api/newsletter: the footer's public sign-up, limited per IP (docs/security.md 20); a repeated
 * address is a success, not a duplicate. Admins read the list and remove subscribers.
 */
import { Hono } from 'hono';
import { NEWSLETTER_RATE_LIMIT } from '../../../shared/constants';
import { NewsletterSchema } from '../../../shared/schemas/contact';
import type { AppDeps, AppEnv } from '../../context';
import { notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { enforceIpLimit, FORM_LIMIT_MESSAGE } from '../../lib/ip-limit';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { listSubscribers, removeSubscriber, subscribe } from './newsletter.store';

const subscriberNotFound = () => notFound('Subscriber not found');

export function newsletterRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { email } = await readJson(c, NewsletterSchema);
      await enforceIpLimit(deps, c, 'newsletter', NEWSLETTER_RATE_LIMIT, FORM_LIMIT_MESSAGE);
      await subscribe(deps.db, email, deps.clock.now());
      return c.json({ success: true });
    })

    .get('/', adminOnly, async (c) => c.json({ subscribers: await listSubscribers(deps.db) }))

    .delete('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', subscriberNotFound);
      if (!(await removeSubscriber(deps.db, id))) throw subscriberNotFound();
      return c.json({ message: 'Subscriber removed successfully.' });
    });
}
