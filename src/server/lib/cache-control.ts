/** The Cache-Control values the server sends, each written once. */
/** Content whose address never gets other bytes (hashed assets, stored images). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content that must be checked with the server before each use (pages, the service worker). */
export const REVALIDATE = 'no-cache';
/** A page drawn for one signed-in patient: kept by no cache, the browser's own included. */
export const PERSONAL = 'private, no-store';
