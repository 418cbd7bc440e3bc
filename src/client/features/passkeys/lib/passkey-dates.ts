/** "Added 26 Nov 2026 · Last used 27 Nov 2026" (en-IN), for a passkey in its owner's list. */
import type { Passkey } from '../../../../shared/schemas/passkeys';

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export function passkeyDates({ createdAt, lastUsedAt }: Passkey): string {
  const added = `Added ${DAY.format(new Date(createdAt))}`;
  return lastUsedAt
    ? `${added} · Last used ${DAY.format(new Date(lastUsedAt))}`
    : `${added} · Not used yet`;
}
