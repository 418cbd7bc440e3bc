/**
 * The WhatsApp note to every moderator number when a patient raises an issue (docs/design.md §2),
 * the `tapalign_new_issue` template in English. It names the patient and the issue type only: no
 * clinical description leaves the clinic's database. The notes are queued in the outbox, so
 * WhatsApp being slow or down never fails or delays the patient's request.
 */
import type { AppDeps } from '../context';
import { listModerators } from './moderator-numbers';
import { queueWhatsApp } from './whatsapp-outbox';

/** A note is worth delivering for a day; after that the admin panel has said it all. */
const NOTE_USEFUL_MS = 24 * 60 * 60 * 1000;

export async function notifyModerators(
  deps: Pick<AppDeps, 'db' | 'env' | 'whatsapp' | 'logger' | 'clock'>,
  patientName: string,
  issueType: string,
): Promise<void> {
  try {
    const numbers = await listModerators(deps.db);
    const expiresAt = new Date(deps.clock.now().getTime() + NOTE_USEFUL_MS);
    await queueWhatsApp(
      deps,
      ...numbers.map(({ number }) => ({
        to: number,
        template: 'tapalign_new_issue' as const,
        language: 'en' as const,
        parameters: [patientName, issueType],
        expiresAt,
      })),
    );
  } catch (error) {
    deps.logger.warn('moderator notes not queued', { error: String(error) });
  }
}
