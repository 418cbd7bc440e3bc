import { Link, type LinkProps } from '@tanstack/react-router';
import type { SiteLinkProps } from './site-link';

/** `SiteLink` inside the full app: the router's link, so navigation stays client-side. */
function RouterLink({ to, exact, ...rest }: SiteLinkProps) {
  return (
    <Link to={to as LinkProps['to']} activeOptions={exact ? { exact } : undefined} {...rest} />
  );
}

/** Renders `SiteLink`s as router links (the full app's `SiteLinkProvider` value). */
export const renderRouterLink = (props: SiteLinkProps) => <RouterLink {...props} />;
