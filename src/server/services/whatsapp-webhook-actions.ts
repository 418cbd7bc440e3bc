/**
 * What a message to the clinic's WhatsApp number does (docs/design.md "WhatsApp"). Called once
 * per message, by the delivery that stored it. From a patient's number: "Switched" records the
 * aligner switch with the tap's rules, "back in" ends the wear break at the message's time,
 * "help" answers with the link to report an issue, STOP and START turn WhatsApp reminders off
 * and on. A parent's or guardian's number may send STOP and START for their own reminders, and
 * "help" from their copy of a child's change-day reminder.
 * Anything else, and every message from a number of no one's, is only kept for the clinic.
 * Answers are free text in the reader's language, inside the 24-hour window the message opened.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';
import { said, saidDate, translateSaid, type Said } from '../../shared/messages';
import type { AuditAction } from '../../shared/schemas/audit';
import { alignerStartDate } from '../../shared/treatment-plan';
import { WHATSAPP_WINDOW_HOURS } from '../../shared/whatsapp';
import { clinicToday, type AppDeps } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { recordAlignerSwitch } from './aligner-switches';
import { recordAudit } from './audit';
import { guardianWithPhone } from './guardians';
import type { UserRow } from './patient-view';
import { acceptWearEvents } from './wear-events';
import type { DeliveryContext, ReceivedMessage } from './whatsapp-webhook';
import { queueWhatsAppText } from './whatsapp-outbox';

type ActionDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'logger' | 'whatsapp'>;

const SWITCHED = /^switched:([1-9]\d{0,3})$/;

/** The reply's words: a message kept for translation, or nothing to say. */
type Reply = string | Said | undefined;

export async function actOnMessage(
  deps: ActionDeps,
  message: ReceivedMessage,
  context: DeliveryContext,
): Promise<void> {
  const sender = message.patientId
    ? await patientById(deps, message.patientId)
    : await guardianWithPhone(deps.db, message.phone, clinicToday(deps));
  if (!sender) return;
  const reply = await replyTo(deps, sender, message, context);
  if (reply === undefined) return;
  const language: Language = isLanguage(sender.language) ? sender.language : DEFAULT_LANGUAGE;
  await queueWhatsAppText(deps, {
    to: message.phone,
    body: translateSaid(reply, language),
    language,
    // The window the message opened closes 24 hours after it.
    expiresAt: new Date(message.sentAt.getTime() + WHATSAPP_WINDOW_HOURS * 3_600_000),
    patientId: message.patientId,
  });
}

async function patientById(deps: ActionDeps, id: string): Promise<UserRow | undefined> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

function replyTo(
  deps: ActionDeps,
  sender: UserRow,
  message: ReceivedMessage,
  context: DeliveryContext,
): Promise<Reply> | Reply {
  const command = message.kind === 'text' ? message.text?.trim().toUpperCase() : undefined;
  if (command === 'STOP' || command === 'START') return setReminders(deps, sender, command);
  if (message.kind !== 'button') return undefined;
  const payload = message.payload ?? '';
  // A guardian's reminder (tapalign_switch_family) has "help" only: the child records a switch.
  if (sender.role === 'guardian') {
    if (payload !== 'help') return undefined;
    return said(/*i18n*/ 'To report a problem with the aligners, open {link}', {
      link: `${context.origin}/dashboard?report=issue`,
    });
  }
  if (sender.role !== 'patient') return undefined;
  const switched = SWITCHED.exec(payload);
  if (switched) return switchAligner(deps, sender, Number(switched[1]));
  if (payload === 'back-in') return backIn(deps, sender, message);
  if (payload === 'help') {
    return said(/*i18n*/ 'To report a problem with your aligners, open {link}', {
      link: `${context.origin}/dashboard?report=issue`,
    });
  }
  return undefined;
}

/** What the tap's refusal says, in the reader's words; anything else is not the patient's to read. */
const refusal = (error: unknown): string | Said => {
  if (error instanceof HttpError) return error.said;
  throw error;
};

async function switchAligner(deps: ActionDeps, patient: UserRow, aligner: number): Promise<Reply> {
  try {
    const { plan } = await recordAlignerSwitch(deps, patient, aligner);
    await audit(deps, patient, 'aligner.switch');
    const next = alignerStartDate(plan, aligner + 1);
    if (!next) {
      return said(/*i18n*/ 'Aligner {aligner} recorded. It is the last aligner of your plan.', {
        aligner,
      });
    }
    return said(/*i18n*/ 'Aligner {aligner} recorded. Your next change is on {date}.', {
      aligner,
      date: saidDate(next),
    });
  } catch (error) {
    return said(/*i18n*/ 'Aligner {aligner} was not recorded: {reason}', {
      aligner,
      reason: refusal(error),
    });
  }
}

/** A UUID made from the message's id: the same message delivered again is the same event. */
function eventIdOf(waMessageId: string): string {
  const hex = createHash('sha256').update(`whatsapp:${waMessageId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function backIn(
  deps: ActionDeps,
  patient: UserRow,
  message: ReceivedMessage,
): Promise<Reply> {
  const event = {
    id: eventIdOf(message.waMessageId),
    type: 'in' as const,
    at: message.sentAt.toISOString(),
  };
  try {
    await acceptWearEvents(deps, patient, [event], deps.clock.now());
    return /*i18n*/ 'Welcome back: your aligners are logged as in.';
  } catch (error) {
    return said(/*i18n*/ 'Your aligners were not logged as in: {reason}', {
      reason: refusal(error),
    });
  }
}

async function setReminders(deps: ActionDeps, user: UserRow, command: 'STOP' | 'START') {
  const on = command === 'START';
  if (user.whatsappReminders !== on) {
    await deps.db.update(users).set({ whatsappReminders: on }).where(eq(users.id, user.id));
    await audit(deps, user, 'whatsapp.reminders', {
      whatsappReminders: { old: user.whatsappReminders, new: on },
    });
  }
  return on
    ? /*i18n*/ 'WhatsApp reminders are on. Send STOP to turn them off.'
    : /*i18n*/ 'WhatsApp reminders are off. Send START to turn them on again.';
}

/** The trail records what the patient (or guardian) did by WhatsApp, as a tap's would. */
function audit(
  deps: ActionDeps,
  user: UserRow,
  action: AuditAction,
  changes?: Parameters<typeof recordAudit>[1]['changes'],
) {
  return recordAudit(deps.db, {
    actor: { id: user.id, name: user.name, role: user.role },
    action,
    patientId: user.role === 'patient' ? user.id : undefined,
    changes,
    at: deps.clock.now(),
  });
}
