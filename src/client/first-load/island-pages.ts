/**
 * The pages the site island renders (docs/architecture.md, "First load") for a visitor with no
 * stored token, besides the prerendered marketing pages it hydrates: the first pages a visitor
 * opens that need neither the router nor a signed-in user.
 */
const ISLAND_RENDERED_PAGES = ['/blog', '/login'] as const;

export type IslandRenderedPage = (typeof ISLAND_RENDERED_PAGES)[number];

export const isIslandRenderedPage = (path: string): path is IslandRenderedPage =>
  (ISLAND_RENDERED_PAGES as readonly string[]).includes(path);
