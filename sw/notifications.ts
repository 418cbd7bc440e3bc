/// <reference lib="webworker" />
/**
 * Reminders (docs/design.md §4): a push carries `{ title, body, url, tag }`; the notification opens
 * its `url` — in an open TapAlign window when there is one — on click. Only addresses of this
 * site are opened.
 */
declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const FALLBACK: PushPayload = { title: 'TapAlign', body: '', url: '/dashboard' };

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const json = (data?.json() ?? {}) as Partial<Record<keyof PushPayload, unknown>>;
    const text = (value: unknown, fallback: string) =>
      typeof value === 'string' && value ? value : fallback;
    return {
      title: text(json.title, FALLBACK.title),
      body: text(json.body, FALLBACK.body),
      url: text(json.url, FALLBACK.url),
      ...(typeof json.tag === 'string' && json.tag ? { tag: json.tag } : {}),
    };
  } catch {
    return { ...FALLBACK, body: data?.text() ?? '' };
  }
}

/** The address to open: the payload's own, if it is on this site; else the dashboard. */
function sameSiteUrl(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : FALLBACK.url, self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : `${self.location.origin}/dashboard`;
  } catch {
    return `${self.location.origin}/dashboard`;
  }
}

/** A window already on the dashboard is the one to reuse first, then any other of ours. */
const dashboardFirst = (a: WindowClient, b: WindowClient) =>
  Number(new URL(b.url).pathname === '/dashboard') -
  Number(new URL(a.url).pathname === '/dashboard');

/**
 * Shows `url` in an open TapAlign window, brought to the front, or else in a new one. The window
 * is navigated before it is focused, so it shows the reminder's aligner even where the system
 * refuses to raise it.
 */
async function openAddress(url: string): Promise<void> {
  // Only windows this worker controls can be navigated by it.
  const windows = [...(await self.clients.matchAll({ type: 'window' }))].sort(dashboardFirst);
  for (const client of windows) {
    try {
      const shown = client.url === url ? client : await client.navigate(url);
      if (!shown) continue; // it left this site on the way
      await shown.focus().catch(() => undefined);
      return;
    } catch {
      /* this window cannot be navigated (closing, or no longer ours): try the next */
    }
  }
  await self.clients.openWindow(url);
}

export function registerNotificationHandlers(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: payload.url },
        ...(payload.tag ? { tag: payload.tag } : {}),
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openAddress(sameSiteUrl(data?.url)));
  });
}
