/** Contact form messages in the database, in the API's shape (schemas/contact `ContactMessage`). */
import { desc } from 'drizzle-orm';
import type { ContactInput, ContactMessage } from '../../../shared/schemas/contact';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';

type ContactRow = typeof contactMessages.$inferSelect;

const toContactMessage = (row: ContactRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export async function insertContactMessage(db: Db, input: ContactInput, createdAt: Date) {
  await db.insert(contactMessages).values({ ...input, createdAt });
}

/** Every message, newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessage);
}
