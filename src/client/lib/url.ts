/** A query to write into an address: each value as text; absent and empty ones are left out. */
export type Query = Record<string, string | number | undefined>;

/** `path` with `query` (`/blog?page=2&sort=newest`), for a link, a navigation or a request. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
