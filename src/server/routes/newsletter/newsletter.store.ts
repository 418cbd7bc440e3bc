/** Newsletter subscribers in the database, in the API's shape (schemas/contact `NewsletterSubscriber`). */
import { desc } from 'drizzle-orm';
import type { NewsletterSubscriber } from '../../../shared/schemas/contact';
import type { Db } from '../../db/database';
import { deleteById } from '../../db/delete-by-id';
import { newsletterSubscribers } from '../../db/schema';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  _id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** Subscribes the address; one already subscribed stays as it was (not a duplicate error). */
export async function subscribe(db: Db, email: string, createdAt: Date): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, createdAt })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** Every subscriber, newest first. */
export async function listSubscribers(db: Db): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}

/** Removes the subscriber; false when there was none with this id. */
export const removeSubscriber = (db: Db, id: string) => deleteById(db, newsletterSubscribers, id);
