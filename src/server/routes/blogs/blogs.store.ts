/**
 * Blog rows in and out of the database, in the API's shape (api-types `Blog`). An image and its
 * blog are written in one transaction; an image the blog lets go is retired, not deleted, so a
 * list a browser cached before the change still finds it
 * (docs/decisions/017-retired-blog-images-kept.md).
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Blog } from '../../../shared/api-types';
import type { BlogData, BlogsQuery, ContentView } from '../../../shared/schemas/content';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { blogs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { pageCount, pageOffset } from '../../lib/paging';
import { EDITING_VIEW, inLanguage } from '../../lib/translated';
import { withStagedFiles } from '../../services/file-store';
import { fileUrlOrNull, insertFile, retireFile, type NewFile } from '../../services/files';

export type BlogRow = typeof blogs.$inferSelect;

export const blogNotFound = () => notFound('Blog not found');

/** The post as the API answers it: its words in the language `view` asks for, where it has them. */
export const toBlog = (row: BlogRow, view: ContentView = EDITING_VIEW): Blog => ({
  _id: row.id,
  ...inLanguage(
    { title: row.title, category: row.category, description: row.description },
    row.translations,
    view,
  ),
  addedBy: row.addedBy,
  image: fileUrlOrNull(row.imageFileId),
  createdAt: row.createdAt.toISOString(),
});

/** What the table holds of a post: its versions as given, none when none is. */
const toRow = ({ translations, ...data }: BlogData) => ({
  ...data,
  translations: translations ?? {},
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
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(blogs),
  ]);
  const totalBlogs = total?.value ?? 0;
  const blogsShown = rows.map((row) => toBlog(row, query));
  return { blogs: blogsShown, totalPages: pageCount(totalBlogs, query.limit), totalBlogs };
}

/** The database and the file store that blogs with images are written to. */
type BlogStores = Pick<AppDeps, 'db' | 'files'>;

export async function insertBlog(
  { db, files }: BlogStores,
  data: BlogData,
  image: NewFile,
  now: Date,
) {
  return withStagedFiles(files, [image], ([staged]) =>
    db.transaction(async (tx) => {
      const imageFileId = await insertFile(tx, staged!);
      const [created] = await tx
        .insert(blogs)
        .values({ ...toRow(data), imageFileId, createdAt: now, updatedAt: now })
        .returning();
      return created!;
    }),
  );
}

/** The updated blog, with its new image when given; 404 (and no new file) when it is gone. */
export async function updateBlog(
  { db, files }: BlogStores,
  existing: BlogRow,
  data: BlogData,
  image: NewFile | undefined,
  now: Date,
): Promise<BlogRow> {
  return withStagedFiles(files, image ? [image] : [], ([staged]) =>
    db.transaction(async (tx) => {
      const imageFileId = staged ? await insertFile(tx, staged) : existing.imageFileId;
      const [updated] = await tx
        .update(blogs)
        .set({ ...toRow(data), imageFileId, updatedAt: now })
        .where(eq(blogs.id, existing.id))
        .returning();
      if (!updated) throw blogNotFound();
      if (staged) await retireFile(tx, existing.imageFileId, now);
      return updated;
    }),
  );
}

/** Deletes the blog and retires its image; 404 when it is already gone. */
export async function deleteBlog(db: Db, existing: BlogRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(blogs).where(eq(blogs.id, existing.id)).returning();
    if (deleted.length === 0) throw blogNotFound();
    await retireFile(tx, existing.imageFileId, now);
  });
}
