/**
 * /api/whatsapp/conversations (admin): the clinic's WhatsApp inbox (docs/design.md "WhatsApp").
 * The numbers that wrote, a number's messages both ways (reading marks them read), and a reply
 * in free text while the number's 24-hour window is open. A number of no patient is listed
 * and may be answered, but nothing here ever adds a patient's data to a reply.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { WhatsAppThread } from '../../../shared/api-types';
import {
  ConversationPhoneSchema,
  ConversationsQuerySchema,
  ThreadQuerySchema,
  WhatsAppReplySchema,
} from '../../../shared/schemas/whatsapp-inbox';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { badRequest, conflict } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { loadPauses, planFiguresOf, type UserRow } from '../../services/patient-view';
import { queueWhatsAppText } from '../../services/whatsapp-outbox';
import {
  inboundMessages,
  lastInboundAt,
  guardiansByPhone,
  listConversations,
  markThreadRead,
  outboundMessages,
  patientByPhone,
} from './whatsapp-inbox.store';
import { inboundMessage, outboundMessage, windowOpenUntil } from './whatsapp-thread';

function phoneParam(c: Context<AppEnv>): string {
  const phone = c.req.param('phone') ?? '';
  if (!v.is(ConversationPhoneSchema, phone)) throw badRequest('The number must be 10 digits');
  return phone;
}

/** The plan beside the thread: aligner k of N and the next change. */
async function planOf(deps: AppDeps, patient: UserRow | undefined) {
  if (!patient) return null;
  const figures = planFiguresOf(patient, await loadPauses(deps.db, patient.id), clinicToday(deps));
  if (!figures) return null;
  return {
    _id: patient.id,
    name: patient.name,
    status: figures.status,
    currentAligner: figures.currentAligner,
    aligners: patient.aligners!,
    nextDate: figures.nextDate,
  };
}

async function loadThread(deps: AppDeps, phone: string, limit: number) {
  const [inbound, outbound] = await Promise.all([
    inboundMessages(deps.db, phone, limit),
    outboundMessages(deps.db, phone, limit),
  ]);
  const messages = [
    ...inbound.map(inboundMessage),
    ...(await Promise.all(outbound.map((row) => outboundMessage(deps.db, row)))),
  ];
  // The newest `limit` of both, oldest first as a chat reads.
  return messages
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit)
    .reverse();
}

export function whatsappInboxRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .get('/', adminOnly, async (c) => {
      const now = deps.clock.now();
      const { limit } = readQuery(c, ConversationsQuerySchema);
      // One more than asked: whether older ones remain.
      const found = await listConversations(deps.db, limit + 1);
      const rows = found.slice(0, limit);
      const guardians = await guardiansByPhone(
        deps.db,
        rows.map((row) => row.phone),
      );
      const conversations = rows.map(({ lastInboundAt, ...row }) => ({
        ...row,
        guardian: guardians.get(row.phone) ?? null,
        windowOpenUntil: windowOpenUntil(lastInboundAt, now)?.toISOString() ?? null,
      }));
      return c.json({ conversations, more: found.length > limit });
    })

    .get('/:phone', adminOnly, async (c) => {
      const phone = phoneParam(c);
      const { limit, markRead } = readQuery(c, ThreadQuerySchema);
      const now = deps.clock.now();
      const [messages, patient, guardians, lastInbound] = await Promise.all([
        loadThread(deps, phone, limit),
        patientByPhone(deps.db, phone).then((row) => planOf(deps, row)),
        guardiansByPhone(deps.db, [phone]),
        lastInboundAt(deps.db, phone),
      ]);
      if (markRead === 'true') await markThreadRead(deps.db, phone, now);
      const thread: WhatsAppThread = {
        messages,
        patient,
        guardian: guardians.get(phone) ?? null,
        windowOpenUntil: windowOpenUntil(lastInbound, now)?.toISOString() ?? null,
      };
      return c.json(thread);
    })

    .post('/:phone/messages', adminOnly, async (c) => {
      const phone = phoneParam(c);
      const { text } = await readJson(c, WhatsAppReplySchema);
      const now = deps.clock.now();
      const closes = windowOpenUntil(await lastInboundAt(deps.db, phone), now);
      if (!closes) {
        throw conflict(
          'The 24-hour window is closed: WhatsApp delivers free text only within 24 hours of the ' +
            "number's last message. Call the patient, or wait for them to write.",
        );
      }
      const patient = await patientByPhone(deps.db, phone);
      const staff = c.get('user');
      const [id] = await queueWhatsAppText(deps, {
        to: phone,
        body: text,
        language: patient?.language ?? 'en',
        // Free text arrives only inside the window: after it closes, sending is pointless.
        expiresAt: closes,
        patientId: patient?.id ?? null,
        sentBy: staff.id,
      });
      deps.logger.info('whatsapp reply queued', { adminId: staff.id, patientId: patient?.id });
      const message = {
        _id: id!,
        direction: 'out' as const,
        kind: 'text',
        text,
        status: 'queued' as const,
        error: null,
        at: now.toISOString(),
      };
      return c.json({ message }, 201);
    });
}
