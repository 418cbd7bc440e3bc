/**
 * The pages the site island renders (docs/architecture.md, "First load") for a visitor with no
 * stored token, besides the prerendered pages it hydrates: the blog list, whose posts come from the
 * server as the page loads.
 */
const ISLAND_RENDERED_PAGES = ['/blog'] as const;

export type IslandRenderedPage = (typeof ISLAND_RENDERED_PAGES)[number];

export const isIslandRenderedPage = (path: string): path is IslandRenderedPage =>
  (ISLAND_RENDERED_PAGES as readonly string[]).includes(path);
