/**
 * The one link, and the one navigation, of the public pages. What they do comes from the app
 * around them: the full app's router (client-side navigation, preloading), or — in the site
 * island and the build-time prerender, which have no router — a plain `<a href>` that marks
 * the current page the way the router's link does, so both render the same markup, and an
 * ordinary page load.
 */
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { withQuery, type Query } from '../../lib/url';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  search?: Query;
  /** Current only on this very path (by default, also on the paths below it). */
  exact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** How the app around the pages links and navigates. */
export interface SiteNavigation {
  renderLink: (props: SiteLinkProps) => ReactNode;
  navigate: (href: string, options?: { replace?: boolean }) => void | Promise<void>;
}

/** Is `to` the current page, as the router's link decides it (`/` is only ever itself)? */
function isCurrent(pathname: string, to: string, exact = false): boolean {
  if (pathname === to) return true;
  return !exact && to !== '/' && pathname.startsWith(`${to}/`);
}

function PlainLink({
  pathname,
  to,
  search,
  exact,
  className,
  ...rest
}: SiteLinkProps & { pathname: string }) {
  const href = withQuery(to, search);
  if (!isCurrent(pathname, to, exact)) return <a className={className} href={href} {...rest} />;
  return (
    <a
      className={className ? `${className} active` : 'active'}
      href={href}
      data-status="active"
      aria-current="page"
      {...rest}
    />
  );
}

/** Plain links and page loads, for the page at `pathname`. */
export const plainNavigationFor = (pathname: string): SiteNavigation => ({
  renderLink: (props) => <PlainLink pathname={pathname} {...props} />,
  navigate: (href, options) => {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
    // Settles never: this page is on its way out (a form stays busy until it has gone).
    return new Promise<void>(() => {});
  },
});

const NavigationContext = createContext<SiteNavigation>(plainNavigationFor(''));

export const SiteNavigationProvider = NavigationContext.Provider;

export function SiteLink(props: SiteLinkProps) {
  return useContext(NavigationContext).renderLink(props);
}

/** Goes to an address of this site: client-side in the full app, else a page load. */
export const useSiteNavigate = () => useContext(NavigationContext).navigate;
