/**
 * Demo content for SEED_DEMO (docs/design.md §1): nine illustrated blog posts (two pages of the
 * list) and three job openings. Each part is skipped when the clinic already has its own.
 */
import { count } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { blogs, jobs } from '../schema';
import { renderArtwork } from './blog-art';
import { DEMO_POSTS } from './blog-posts';
import { DEMO_JOBS } from './demo-jobs';
import { withStagedFiles } from '../../services/file-store';
import { insertFile, newFile } from '../../services/files';
import { STORED_IMAGE_TYPE } from '../../services/files-upload';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

async function isEmpty(deps: AppDeps, table: typeof blogs | typeof jobs): Promise<boolean> {
  const [row] = await deps.db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

async function seedBlogs(deps: AppDeps) {
  const now = deps.clock.now();
  for (const post of DEMO_POSTS) {
    const image = newFile('image', STORED_IMAGE_TYPE, await renderArtwork(post.art));
    const createdAt = daysBefore(now, post.daysAgo);
    await withStagedFiles(deps.files, [image], ([staged]) =>
      deps.db.transaction(async (tx) => {
        const imageFileId = await insertFile(tx, staged!);
        await tx.insert(blogs).values({
          title: post.title,
          category: post.category,
          addedBy: post.addedBy,
          description: post.paragraphs.join('\n\n'),
          imageFileId,
          createdAt,
          updatedAt: createdAt,
        });
      }),
    );
  }
}

async function seedJobs(deps: AppDeps) {
  const now = deps.clock.now();
  await deps.db
    .insert(jobs)
    .values(DEMO_JOBS.map((job, i) => ({ ...job, createdAt: daysBefore(now, 5 + i * 9) })));
}

export async function seedDemoContent(deps: AppDeps): Promise<void> {
  if (await isEmpty(deps, blogs)) await seedBlogs(deps);
  if (await isEmpty(deps, jobs)) await seedJobs(deps);
}
