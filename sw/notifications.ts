/// <reference lib="webworker" />
/**
 * Reminders (DESIGN.md §4): a push carries `{ title, body, url, tag }`; the notification opens
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

async function openAddress(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    try {
      const focused = await client.focus();
      await focused.navigate(url);
      return;
    } catch {
      /* this window cannot be reused (not ours to navigate): try the next, then open one */
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
