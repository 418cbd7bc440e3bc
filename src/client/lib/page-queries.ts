/**
 * The answers a page the server drew carries (`#page-queries`, src/shared/page-render.ts): the
 * site's page answers (`island/server-page.tsx`), or the app's dehydrated queries
 * (`first-load/server-drawing.ts`).
 */
import { PAGE_QUERIES_ID } from '../../shared/page-render';

/** The page's answers as the server wrote them, if it did and they read as JSON. */
export function readPageQueries<T>(): T | undefined {
  const text = document.getElementById(PAGE_QUERIES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
