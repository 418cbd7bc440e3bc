/**
 * The address of the page being rendered: the window's in the browser, the request's when the
 * server renders a page (`src/client/page-renderer.tsx`), so both render the same markup.
 */
import { createContext, useContext } from 'react';

export interface PageAddress {
  /** `https://tapalign.example`: the site's public origin. */
  origin: string;
  pathname: string;
  /** With its `?`, or ''. */
  search: string;
}

const PageAddressContext = createContext<PageAddress | null>(null);

export const PageAddressProvider = PageAddressContext.Provider;

export function usePageAddress(): PageAddress {
  const { origin, pathname, search } = useContext(PageAddressContext) ?? window.location;
  return { origin, pathname, search };
}
