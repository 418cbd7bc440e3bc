/**
 * The reminders switch's state: whether this browser can take reminders, whether the patient
 * blocked them, and whether this device is subscribed (docs/design.md §4) — as the server knows it,
 * so a subscription the server dropped never leaves the switch on.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  currentPushSubscription,
  pushSupport,
  pushSupported,
  subscribeToPush,
  syncedPushSubscription,
  unsubscribeFromPush,
  type PushSupport,
} from '../../../lib/pwa';

export interface PushReminders {
  support: PushSupport;
  /** null while the browser is asked. */
  subscribed: boolean | null;
  busy: boolean;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
  /** Asks the server again (after a test notification reached no device). */
  recheck(): Promise<void>;
}

export function usePushReminders(): PushReminders {
  // Whether the patient blocked notifications is asked after the first render.
  const [support, setSupport] = useState<PushSupport>(() =>
    pushSupported() ? 'supported' : 'unsupported',
  );
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushSupport().then((answer) => live && setSupport(answer));
    syncedPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setSupport(await pushSupport());
      setSubscribed((await currentPushSubscription().catch(() => null)) !== null);
      setBusy(false);
    }
  }, []);

  return {
    support,
    subscribed,
    busy,
    turnOn: () => run(subscribeToPush),
    turnOff: () => run(unsubscribeFromPush),
    recheck: async () => setSubscribed((await syncedPushSubscription().catch(() => null)) !== null),
  };
}
