import type { AppDeps } from './context';

/** Demo blog posts and job openings (filled in with the content API). */
export async function seedDemoContent(_deps: AppDeps): Promise<void> {}
