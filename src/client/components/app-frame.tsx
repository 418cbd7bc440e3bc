import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './app-providers';
import { DeferredNotifications } from './deferred-notifications';
import { UpdatePrompt } from './update-prompt';

/** Marks <html data-app-ready> once React owns the page (styles and tests key off it). */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/**
 * What both ways of running the site share (docs/architecture.md, "First load"): the providers, the
 * toast host, the update prompt and the ready marker around the full app or the site island.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        {children}
        <DeferredNotifications />
        <UpdatePrompt />
        <AppReadyMarker />
      </AppProviders>
    </StrictMode>
  );
}
