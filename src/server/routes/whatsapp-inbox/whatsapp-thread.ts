/**
 * A number's messages as staff read them (docs/design.md "WhatsApp"): a template as the
 * recipient read it, in the row's language; a sign-in code never with its text; a failure's
 * reason in words staff can act on.
 */
import type { WhatsAppThreadMessage } from '../../../shared/api-types';
import { WHATSAPP_ERROR_REASONS, WHATSAPP_WINDOW_HOURS } from '../../../shared/whatsapp';
import type { Db } from '../../db/database';
import { openParameters } from '../../services/whatsapp-outbox';
import { renderTemplate } from '../../services/whatsapp-templates';
import type { InboundRow, OutboundRow } from './whatsapp-inbox.store';

const CODE_HIDDEN = 'Sign-in code (hidden)';
const OTHER_INBOUND = 'A message TapAlign cannot show (a photo, a voice note or similar)';

/** When free text stops reaching a number that last wrote at `lastInbound`; null if closed. */
export function windowOpenUntil(lastInbound: Date | null, now: Date): Date | null {
  if (!lastInbound) return null;
  const closes = new Date(lastInbound.getTime() + WHATSAPP_WINDOW_HOURS * 3_600_000);
  return closes > now ? closes : null;
}

export function inboundMessage(row: InboundRow): WhatsAppThreadMessage {
  return {
    _id: row.id,
    direction: 'in',
    kind: row.kind,
    text: row.text ?? (row.kind === 'button' ? (row.payload ?? '') : OTHER_INBOUND),
    status: null,
    error: null,
    at: row.at.toISOString(),
  };
}

async function outboundText(db: Db, row: OutboundRow): Promise<string> {
  if (row.template === null) return row.body ?? '';
  if (row.template === 'tapalign_code') return CODE_HIDDEN;
  try {
    const parameters = row.parameters ? await openParameters(db, row.id, row.parameters) : [];
    return renderTemplate(row.template, row.language, parameters);
  } catch {
    return `${row.template} (its text cannot be read)`;
  }
}

function failure(row: OutboundRow): WhatsAppThreadMessage['error'] {
  if (row.status !== 'failed') return null;
  const reason = row.errorCode === null ? undefined : WHATSAPP_ERROR_REASONS[row.errorCode];
  return { code: row.errorCode, title: reason ?? row.errorTitle ?? 'unknown error' };
}

export async function outboundMessage(db: Db, row: OutboundRow): Promise<WhatsAppThreadMessage> {
  return {
    _id: row.id,
    direction: 'out',
    kind: row.template ?? 'text',
    text: await outboundText(db, row),
    status: row.status,
    error: failure(row),
    at: row.at.toISOString(),
  };
}
