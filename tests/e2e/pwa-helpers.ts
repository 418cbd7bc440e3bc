/** Shared steps of the installed-app specs (tests/e2e/pwa-*.spec.ts). */
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';

/**
 * Waits until the service worker controls the page, not just until `ready`, which resolves once a
 * worker is active, possibly before it controls this page (its requests would bypass the worker).
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every cache and the URLs it holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => request.url);
    }
    return contents;
  });
}

/** Every IndexedDB database with, per object store, its keys. */
export function indexedDbContents(page: Page): Promise<Record<string, Record<string, string[]>>> {
  return page.evaluate(async () => {
    const result: Record<string, Record<string, string[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      result[name] = {};
      for (const store of db.objectStoreNames) {
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        result[name][store] = keys.map(String);
      }
      db.close();
    }
    return result;
  });
}

/** Waits until idb-keyval holds a key starting with `prefix` (the persister saves with a delay). */
export async function waitForStoredKey(page: Page, prefix: string) {
  // Polled from here: `waitForFunction` would take an async predicate's promise as truthy.
  await expect
    .poll(() =>
      page.evaluate(
        (start) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('keyval')) return resolve(false);
              const request = db.transaction('keyval').objectStore('keyval').getAllKeys();
              request.onsuccess = () =>
                resolve(request.result.some((k) => String(k).startsWith(start)));
              request.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        prefix,
      ),
    )
    .toBe(true);
}

/**
 * Delivers a push message to the page's service worker through Chromium's DevTools protocol,
 * as a push service would, and waits until the worker has shown its notification.
 */
export async function deliverPush(page: Page, data: object) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  // A push handed to a worker that is being stopped (idle, on a loaded machine) can be lost:
  // deliver it only while the active worker runs, as a push service's wake-up would find it.
  const versions = new Map<
    string,
    { registrationId: string; status: string; runningStatus: string }
  >();
  const running = new Promise<void>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
      for (const version of updated) versions.set(version.versionId, version);
      void registrationId.then((id) => {
        const live = [...versions.values()].some(
          (v) =>
            v.registrationId === id && v.status === 'activated' && v.runningStatus === 'running',
        );
        if (live) resolve();
      });
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.postMessage({})));
  await running;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(data),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).length;
      }),
    )
    .toBeGreaterThan(0);
}

/**
 * Headless Chromium has no push service to subscribe with (it would need Google's), so the
 * subscription is the one stand-in of the reminder specs: `pushManager.subscribe` returns
 * one with a real P-256 key on an allowed push host. The permission, the calls to the server
 * and their answers stay real. Call before the page loads; returns the subscription's JSON.
 */
export async function fakePushManager(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((sub) => {
    // Kept across reloads, as the browser keeps a real subscription.
    const KEY = 'e2e-push-subscription';
    const make = () =>
      ({
        ...sub,
        toJSON: () => sub,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, '1');
      return make();
    };
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? make() : null);
  }, subscription);
  return subscription;
}

/** The endpoints the server lists for the patient signed in with `token`. */
export async function serverEndpoints(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/push/subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { subscriptions } = (await response.json()) as { subscriptions: { endpoint: string }[] };
  return subscriptions.map(({ endpoint }) => endpoint);
}

/** The saved query caches (idb-keyval's store, `tapalign-query-cache:<hash>` keys) as [key, JSON text]. */
export function savedQueryCaches(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const entries: [string, string][] = [];
          const cursor = db
            .transaction('keyval')
            .objectStore('keyval')
            .openCursor(IDBKeyRange.bound('tapalign-query-cache:', 'tapalign-query-cache;'));
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(entries);
            entries.push([String(at.key), String(at.value)]);
            at.continue();
          };
          cursor.onerror = () => reject(cursor.error);
        };
      }),
  );
}

/** Writes one saved query cache entry, as the app's persister would. */
export function writeSavedQueryCache(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(v, k);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}
