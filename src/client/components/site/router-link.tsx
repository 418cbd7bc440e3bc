import { Link, type AnyRouter, type LinkProps } from '@tanstack/react-router';
import { publicPageOf } from '../../../shared/public-pages';
import type { SiteLinkProps, SiteNavigation } from './site-link';

/** Whether `href` (a path, with its query) is a public page: the site's, loaded as a page. */
export const isPublicPage = (href: string) =>
  publicPageOf(new URL(href, window.location.origin).pathname) !== undefined;

/** `SiteLink` inside the app: the router's link, a page load to a public page. */
function RouterLink({ to, search, exact, ...rest }: SiteLinkProps) {
  return (
    <Link
      to={to as LinkProps['to']}
      search={search as LinkProps['search']}
      activeOptions={exact ? { exact } : undefined}
      reloadDocument={publicPageOf(to) !== undefined}
      {...rest}
    />
  );
}

/** The app's `SiteNavigation`: router links, and the router's navigation (a page load to the site). */
export const routerNavigation = (router: AnyRouter): SiteNavigation => ({
  renderLink: (props) => <RouterLink {...props} />,
  navigate: (href, options) =>
    router.navigate({ href, replace: options?.replace, reloadDocument: isPublicPage(href) }),
});
