/**
 * The dashboard's one-time offer of a passkey: due after a sign-in by code or password, gone
 * for good once dismissed or once the user has a passkey. Kept per account in localStorage,
 * which signing out leaves alone.
 */
const key = (userId: string) => `passkeyOffer:${userId}`;

type OfferState = 'due' | 'done';

function read(userId: string): OfferState | null {
  try {
    const value = localStorage.getItem(key(userId));
    return value === 'due' || value === 'done' ? value : null;
  } catch {
    return null;
  }
}

function write(userId: string, state: OfferState): void {
  try {
    localStorage.setItem(key(userId), state);
  } catch {
    // Storage blocked: the offer is simply not shown.
  }
}

/** A sign-in by code or password: offer a passkey next, unless the offer was settled. */
export function notePasswordOrCodeSignIn(userId: string): void {
  if (read(userId) !== 'done') write(userId, 'due');
}

export const isPasskeyOfferDue = (userId: string) => read(userId) === 'due';

/** Dismissed, or a passkey exists: never offered again on this device. */
export const settlePasskeyOffer = (userId: string) => write(userId, 'done');
