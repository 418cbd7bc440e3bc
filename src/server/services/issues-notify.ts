/**
 * The WhatsApp note to every moderator number when a patient raises an issue (docs/design.md §2).
 * It names the patient and the issue type only: no clinical description leaves the clinic's
 * database. A failed send is logged and never fails the patient's request.
 */
import { BRAND } from '../../shared/constants';
import type { AppDeps } from '../context';
import type { ModeratorNumber } from '../../shared/api-types';
import { listModerators } from './moderator-numbers';

export function moderatorNote(patientName: string, issueType: string, paused: boolean): string {
  const pause = paused ? ' Their treatment is paused until the issue is resolved.' : '';
  return `${BRAND}: ${patientName} raised an issue: ${issueType}.${pause} See the admin panel.`;
}

export async function notifyModerators(
  deps: Pick<AppDeps, 'db' | 'whatsapp' | 'logger'>,
  text: string,
): Promise<void> {
  let numbers: ModeratorNumber[];
  try {
    numbers = await listModerators(deps.db);
  } catch (error) {
    deps.logger.warn('moderator notes not sent', { error: String(error) });
    return;
  }
  const results = await Promise.allSettled(numbers.map((m) => deps.whatsapp.send(m.number, text)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.logger.warn('moderator note not sent', {
        moderatorId: numbers[index]!._id,
        error: result.reason instanceof Error ? result.reason.message : String(result.reason),
      });
    }
  });
}
