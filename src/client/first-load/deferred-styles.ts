/**
 * The stylesheets a page links without holding its first paint (`media="print"`, marked
 * `DEFERRED_STYLE`; build/prerender/inject.ts): the dashboard the server draws links Mantine's CSS
 * for every screen so, after the CSS its first screen needs. Each is applied where it stands in
 * the cascade; resolves once all are loaded, before the app draws anything they style.
 */
import { DEFERRED_STYLE } from '../../shared/page-render';

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    // A stylesheet that failed leaves the page as it was: the app still starts.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

export async function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE}]`)];
  await Promise.all(
    links.map((link) => {
      link.media = 'all';
      return loaded(link);
    }),
  );
}
