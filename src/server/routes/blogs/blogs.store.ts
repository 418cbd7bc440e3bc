/** Blog rows in and out of the database, in the API's shape (api-types `Blog`). */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Blog } from '../../../shared/api-types';
import type { BlogsQuery } from '../../../shared/schemas/content';
import type { Db } from '../../db/database';
import { blogs } from '../../db/schema';
import { fileUrlOrNull } from '../../services/files';

export type BlogRow = typeof blogs.$inferSelect;

export const toBlog = (row: BlogRow): Blog => ({
  _id: row.id,
  title: row.title,
  category: row.category,
  description: row.description,
  addedBy: row.addedBy,
  image: fileUrlOrNull(row.imageFileId),
  createdAt: row.createdAt.toISOString(),
});

export async function findBlog(db: Db, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row;
}

/** One page of blogs; the id breaks ties so that pages never overlap. */
export async function listBlogs(db: Db, query: BlogsQuery) {
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .orderBy(direction(blogs.createdAt), direction(blogs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(blogs),
  ]);
  const totalBlogs = total?.value ?? 0;
  return {
    blogs: rows.map(toBlog),
    totalPages: Math.ceil(totalBlogs / query.limit),
    totalBlogs,
  };
}
