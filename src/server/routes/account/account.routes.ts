/**
 * PATCH /api/users/me: a patient's (or a parent's or guardian's) own settings on their account:
 * their language, which their pushes, WhatsApp messages and the API's messages then use
 * (docs/design.md §8), and whether reminders also come on WhatsApp (§11, their own opt-in).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AccountUpdateSchema } from '../../../shared/schemas/account';
import type { AppDeps, AppEnv } from '../../context';
import { users } from '../../db/schema';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { currentUserOf } from '../auth/sign-in';

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().patch('/me', requireRole(deps, 'patient', 'guardian'), async (c) => {
    const update = await readJson(c, AccountUpdateSchema);
    const user = c.get('user');
    await deps.db
      .update(users)
      .set({ ...update, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id));
    // The session's copy of the user is this request's: the answer is what is now stored.
    const updated = { ...user, ...update };
    c.set('user', updated);
    if (update.language) {
      deps.logger.info('account language changed', { userId: user.id, language: update.language });
    }
    if (update.whatsappReminders !== undefined) {
      deps.logger.info('whatsapp reminders changed', {
        userId: user.id,
        on: update.whatsappReminders,
      });
    }
    return c.json({ user: await currentUserOf(deps, updated, c.get('userPauses')) });
  });
}
