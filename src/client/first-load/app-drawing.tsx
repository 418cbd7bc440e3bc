import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { pagePathOf } from '../../shared/page-shells';
import { AppRoot } from '../components/app-root';
import { DrawAtOnce } from '../components/render-later';
import { DeferredStyles } from './deferred-styles';

/**
 * The app as it first draws a page: the very tree the server renders a patient's dashboard as
 * (`page-renderer.tsx`), which the app then hydrates in place (docs/architecture.md, "First
 * load"). `drawn`: the page on screen is that drawing, whose cards draw at once.
 */
export function AppDrawing({
  router,
  queryClient,
  drawn,
}: {
  router: AnyRouter;
  queryClient: QueryClient;
  drawn: boolean;
}) {
  return (
    <DrawAtOnce value={drawn}>
      <DeferredStyles />
      <AppRoot router={router} queryClient={queryClient} />
    </DrawAtOnce>
  );
}

/**
 * Whether `router` has resolved the page at `pathname`, each of its matches loaded (no guard sent
 * it elsewhere, no loader failed): the page the server draws, and the app hydrates as drawn.
 */
export function resolvedAsDrawn(router: AnyRouter, pathname: string): boolean {
  const { status, location, matches } = router.state;
  return (
    status === 'idle' &&
    pagePathOf(location.pathname) === pathname &&
    matches.every((match) => match.status === 'success')
  );
}
