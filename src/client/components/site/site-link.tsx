/**
 * The one link of the public layout and the marketing pages. Which element it renders comes
 * from the app around it: the full app's router link (client-side navigation, preloading), or
 * — in the marketing island and the build-time prerender, which have no router — a plain
 * `<a href>` that marks the current page the way the router's link does, so both render the
 * same markup. A click on a plain link is an ordinary page load.
 */
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Current only on this very path (by default, also on the paths below it). */
  exact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Renders a link: the app around the layout decides with which element. */
type RenderLink = (props: SiteLinkProps) => ReactNode;

/** Is `to` the current page, as the router's link decides it (`/` is only ever itself)? */
export function isCurrent(pathname: string, to: string, exact = false): boolean {
  if (pathname === to) return true;
  return !exact && to !== '/' && pathname.startsWith(`${to}/`);
}

function PlainLink({
  pathname,
  to,
  exact,
  className,
  ...rest
}: SiteLinkProps & { pathname: string }) {
  if (!isCurrent(pathname, to, exact)) return <a className={className} href={to} {...rest} />;
  return (
    <a
      className={className ? `${className} active` : 'active'}
      href={to}
      data-status="active"
      aria-current="page"
      {...rest}
    />
  );
}

/** Plain links for the page at `pathname`. */
export const plainLinksFor =
  (pathname: string): RenderLink =>
  (props) => <PlainLink pathname={pathname} {...props} />;

const LinkContext = createContext<RenderLink>(plainLinksFor(''));

export const SiteLinkProvider = LinkContext.Provider;

export function SiteLink(props: SiteLinkProps) {
  return useContext(LinkContext)(props);
}
