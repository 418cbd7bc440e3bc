/**
 * /api/blogs (docs/design.md §2 "Content"): public reading, admin writing. Every check runs before
 * the write, so a refused request leaves no file behind.
 */
import { Hono } from 'hono';
import {
  BlogDataSchema,
  BlogsQuerySchema,
  ContentViewQuerySchema,
  IMAGE_REQUIRED,
} from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { parseJsonField, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { readMultipart } from '../../services/files';
import { BLOG_FORM, prepareImage } from '../../services/files-upload';
import {
  blogNotFound,
  deleteBlog,
  findBlog,
  insertBlog,
  listBlogs,
  toBlog,
  updateBlog,
} from './blogs.store';

export function blogsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  const existingBlog = async (c: Parameters<typeof idParam>[0]) => {
    const row = await findBlog(deps.db, idParam(c, 'id', blogNotFound));
    if (!row) throw blogNotFound();
    return row;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listBlogs(deps.db, readQuery(c, BlogsQuerySchema))))

    .get('/:id', async (c) => {
      const view = readQuery(c, ContentViewQuerySchema);
      return c.json({ blog: toBlog(await existingBlog(c), view) });
    })

    .post('/', adminOnly, async (c) => {
      const form = await readMultipart(c, BLOG_FORM);
      const data = parseJsonField(form.data, BlogDataSchema);
      const upload = form.file('image');
      if (!upload) throw badRequest(IMAGE_REQUIRED, [{ path: 'image', message: IMAGE_REQUIRED }]);
      const image = await prepareImage(upload);
      const blog = { ...data, addedBy: data.addedBy || c.get('user').name };
      const row = await insertBlog(deps, blog, image, deps.clock.now());
      return c.json({ message: 'Blog posted successfully', blog: toBlog(row) }, 201);
    })

    .put('/:id', adminOnly, async (c) => {
      const existing = await existingBlog(c);
      const form = await readMultipart(c, BLOG_FORM);
      const data = parseJsonField(form.data, BlogDataSchema);
      const upload = form.file('image');
      const image = upload ? await prepareImage(upload) : undefined;
      const blog = { ...data, addedBy: data.addedBy || existing.addedBy };
      const row = await updateBlog(deps, existing, blog, image, deps.clock.now());
      return c.json({ message: 'Blog updated successfully', blog: toBlog(row) });
    })

    .delete('/:id', adminOnly, async (c) => {
      const existing = await existingBlog(c);
      await deleteBlog(deps.db, existing, deps.clock.now());
      return c.json({ message: 'Blog deleted successfully' });
    });
}
