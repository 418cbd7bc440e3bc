import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-shell.module.css';

/**
 * Header, main content and footer of every public page (and of the 404 page). Each part is
 * its own Suspense boundary, so a prerendered page hydrates in several short tasks rather
 * than one long one.
 */
export function PublicShell({
  children,
  header = <PublicHeader />,
}: {
  children: ReactNode;
  /** The header as the page's renderer provides it (the site: inside its own session). */
  header?: ReactNode;
}) {
  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Suspense fallback={null}>{header}</Suspense>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
