/**
 * /api/blogs (DESIGN.md §2 "Content"): public reading, admin writing. An image and its blog are
 * written in one transaction, and every check runs before it, so a failure leaves no file.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { IdSchema } from '../../../shared/schemas/common';
import { BlogDataSchema, BlogsQuerySchema, IMAGE_REQUIRED } from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { blogs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { parseJsonField, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { deleteFile, insertFile, readMultipart } from '../../services/files';
import { prepareImage } from '../../services/files-upload';
import { findBlog, listBlogs, toBlog } from './blogs.store';

const blogNotFound = () => notFound('Blog not found');

export function blogsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  const existingBlog = async (id: string) => {
    const row = v.is(IdSchema, id) ? await findBlog(deps.db, id) : undefined;
    if (!row) throw blogNotFound();
    return row;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listBlogs(deps.db, readQuery(c, BlogsQuerySchema))))

    .get('/:id', async (c) => c.json({ blog: toBlog(await existingBlog(c.req.param('id'))) }))

    .post('/', adminOnly, async (c) => {
      const form = await readMultipart(c);
      const data = parseJsonField(form.data, BlogDataSchema);
      const upload = form.file('image');
      if (!upload) throw badRequest(IMAGE_REQUIRED, [{ path: 'image', message: IMAGE_REQUIRED }]);
      const image = await prepareImage(upload);
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const imageFileId = await insertFile(tx, image);
        const [created] = await tx
          .insert(blogs)
          .values({
            ...data,
            addedBy: data.addedBy || c.get('user').name,
            imageFileId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return created!;
      });
      return c.json({ message: 'Blog posted successfully', blog: toBlog(row) }, 201);
    })

    .put('/:id', adminOnly, async (c) => {
      const existing = await existingBlog(c.req.param('id'));
      const form = await readMultipart(c);
      const data = parseJsonField(form.data, BlogDataSchema);
      const upload = form.file('image');
      const image = upload ? await prepareImage(upload) : undefined;
      const row = await deps.db.transaction(async (tx) => {
        const imageFileId = image ? await insertFile(tx, image) : existing.imageFileId;
        const [updated] = await tx
          .update(blogs)
          .set({
            ...data,
            addedBy: data.addedBy || existing.addedBy,
            imageFileId,
            updatedAt: deps.clock.now(),
          })
          .where(eq(blogs.id, existing.id))
          .returning();
        if (!updated) throw blogNotFound();
        if (image) await deleteFile(tx, existing.imageFileId);
        return updated;
      });
      return c.json({ message: 'Blog updated successfully', blog: toBlog(row) });
    })

    .delete('/:id', adminOnly, async (c) => {
      const existing = await existingBlog(c.req.param('id'));
      await deps.db.transaction(async (tx) => {
        const deleted = await tx.delete(blogs).where(eq(blogs.id, existing.id)).returning();
        if (deleted.length === 0) throw blogNotFound();
        await deleteFile(tx, existing.imageFileId);
      });
      return c.json({ message: 'Blog deleted successfully' });
    });
}
