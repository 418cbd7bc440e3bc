/**
 * POST /api/contact and POST /api/newsletter: public forms, stored, limited per IP (SECURITY.md
 * 20); admins read both lists and remove subscribers. A repeated newsletter address is a
 * success, not a duplicate.
 */
import { Hono, type Context } from 'hono';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT } from '../../../shared/constants';
import {
  ContactSchema,
  NewsletterSchema,
  type ContactMessage,
  type NewsletterSubscriber,
} from '../../../shared/schemas/contact';
import { IdSchema } from '../../../shared/schemas/common';
import type { AppDeps, AppEnv } from '../../context';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { clientIp } from '../../lib/client-ip';
import { notFound } from '../../lib/http-error';
import { enforceLimit, type LimitRule } from '../../lib/rate-limit';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';

export function contactRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  const limitPerIp = (c: Context<AppEnv>, form: string, rule: LimitRule) =>
    enforceLimit(
      deps.db,
      `${form}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
      rule,
      deps.clock.now(),
      'Too many submissions from this network. Please try again later.',
    );

  return new Hono<AppEnv>()
    .post('/contact', async (c) => {
      const input = await readJson(c, ContactSchema);
      await limitPerIp(c, 'contact', CONTACT_RATE_LIMIT);
      await deps.db.insert(contactMessages).values({ ...input, createdAt: deps.clock.now() });
      return c.json({ success: true });
    })

    .get('/contact', adminOnly, async (c) => {
      const rows = await deps.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
      const messages = rows.map((row): ContactMessage => ({
        _id: row.id,
        name: row.name,
        mobile: row.mobile,
        email: row.email,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }));
      return c.json({ messages });
    })

    .post('/newsletter', async (c) => {
      const { email } = await readJson(c, NewsletterSchema);
      await limitPerIp(c, 'newsletter', NEWSLETTER_RATE_LIMIT);
      await deps.db
        .insert(newsletterSubscribers)
        .values({ email, createdAt: deps.clock.now() })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
      return c.json({ success: true });
    })

    .get('/newsletter', adminOnly, async (c) => {
      const rows = await deps.db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
      const subscribers = rows.map((row): NewsletterSubscriber => ({
        _id: row.id,
        email: row.email,
        createdAt: row.createdAt.toISOString(),
      }));
      return c.json({ subscribers });
    })

    .delete('/newsletter/:id', adminOnly, async (c) => {
      const id = c.req.param('id');
      const removed = v.is(IdSchema, id)
        ? await deps.db
            .delete(newsletterSubscribers)
            .where(eq(newsletterSubscribers.id, id))
            .returning({ id: newsletterSubscribers.id })
        : [];
      if (removed.length === 0) throw notFound('Subscriber not found');
      return c.json({ message: 'Subscriber removed successfully.' });
    });
}
