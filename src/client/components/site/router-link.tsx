import { Link, type AnyRouter, type LinkProps } from '@tanstack/react-router';
import type { SiteLinkProps, SiteNavigation } from './site-link';

/** `SiteLink` inside the full app: the router's link, so navigation stays client-side. */
function RouterLink({ to, search, exact, ...rest }: SiteLinkProps) {
  return (
    <Link
      to={to as LinkProps['to']}
      search={search as LinkProps['search']}
      activeOptions={exact ? { exact } : undefined}
      {...rest}
    />
  );
}

/** The full app's `SiteNavigation`: router links, and the router's navigation. */
export const routerNavigation = (router: AnyRouter): SiteNavigation => ({
  renderLink: (props) => <RouterLink {...props} />,
  navigate: (href, options) => router.navigate({ href, replace: options?.replace }),
});
