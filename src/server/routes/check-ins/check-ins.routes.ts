/**
 * /api/check-ins: a patient sends 1–3 photos of their aligners (a check-in) and the clinic
 * reviews them; the review reaches the patient's devices as a push that says only that the
 * clinic replied.
 *
 * What one upload may cost: the body is at most 3 × 10 MB; a patient has at most a few uploads
 * in flight and 10 check-ins a clinic day; photos are re-encoded a few at a time per process,
 * on sharp's threads, so other requests keep being answered.
 */
import { availableParallelism } from 'node:os';
import { Hono } from 'hono';
import { addDays } from '../../../shared/calendar-date';
import { CHECK_IN_FORM } from '../../../shared/check-in-outbox';
import {
  CHECK_IN_PHOTO_MAX_BYTES,
  CHECK_IN_PHOTOS_MAX,
  CHECK_IN_PUSH_TTL_SECONDS,
  CHECK_IN_UPLOADS_AT_ONCE,
  CHECK_INS_PER_DAY,
} from '../../../shared/constants';
import { checkInReviewedPayload } from '../../../shared/push-messages';
import {
  CheckInDataSchema,
  CheckInReviewSchema,
  CheckInsQuerySchema,
  type CheckIn,
  type CheckInData,
} from '../../../shared/schemas/check-in';
import type { Pause } from '../../../shared/treatment-plan';
import { dayStartIn } from '../../../shared/wear-rules';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { addressSlots } from '../../lib/address-slots';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { parseJsonField, readJson, readQuery } from '../../lib/validate';
import { apiLanguage } from '../../lib/page-language';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { DATA_FIELD, readMultipart } from '../../services/files';
import type { FormRules } from '../../lib/multipart';
import { prepareCheckInPhoto } from '../../services/files-upload';
import { findPatient, planFiguresOf } from '../../services/patient-view';
import { deliverToPatient } from '../../services/push-delivery';
import { queueWhatsAppReminders } from '../../services/whatsapp-reminders';
import type { SessionUser } from '../../services/sessions';
import {
  countCheckInsBetween,
  findCheckIn,
  findCheckInSentAs,
  insertCheckIn,
  listCheckIns,
  reviewCheckIn,
  type DayLimit,
} from './check-ins.store';
import { said } from '../../../shared/messages';

const PHOTOS_FIELD = CHECK_IN_FORM.photos;
const PHOTOS_COUNT = said(/*i18n*/ 'Attach 1 to {max} photos', { max: CHECK_IN_PHOTOS_MAX });
const photosCountRefusal = () =>
  badRequest(PHOTOS_COUNT, [{ path: PHOTOS_FIELD, message: PHOTOS_COUNT }]);

/** The check-in's JSON and 1–3 photos: a fourth photo part is refused as it starts. */
const CHECK_IN_FORM_RULES: FormRules = {
  fields: DATA_FIELD,
  files: {
    [PHOTOS_FIELD]: {
      maxCount: CHECK_IN_PHOTOS_MAX,
      maxBytes: CHECK_IN_PHOTO_MAX_BYTES,
      tooMany: photosCountRefusal,
    },
  },
};
const TOO_MANY_AT_ONCE =
  /*i18n*/ 'Your other check-ins are still being sent. Please try again in a moment.';
const TOO_MANY_TODAY = said(
  /*i18n*/ 'You can send {count} check-ins a day. Please try again tomorrow.',
  { count: CHECK_INS_PER_DAY },
);
const checkInNotFound = () => notFound(/*i18n*/ 'Check-in not found');

/** Runs tasks with the same key one after another (this process), others alongside. */
function oneAtATimePerKey() {
  const last = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const turn = (last.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    last.set(key, turn);
    try {
      return await turn;
    } finally {
      if (last.get(key) === turn) last.delete(key);
    }
  };
}

export function checkInsRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');
  const adminOnly = requireRole(deps, 'admin');
  const signedIn = requireUser(deps);
  const withUploadSlot = addressSlots(CHECK_IN_UPLOADS_AT_ONCE, TOO_MANY_AT_ONCE);
  // Decoding a photo takes a core; more at once would only hold more of them in memory.
  const photoTurn = concurrencyLimit(availableParallelism());
  // A retry sent while its first try is still being stored waits for it, then gets its answer.
  const sameIdInTurn = oneAtATimePerKey();

  /** Today in the clinic's time zone, as the instants that bound it, with the day's cap. */
  function todaysLimit(): DayLimit {
    const today = clinicToday(deps);
    const zone = deps.env.CLINIC_TIMEZONE;
    const to = new Date(dayStartIn(addDays(today, 1), zone));
    return {
      from: new Date(dayStartIn(today, zone)),
      to,
      max: CHECK_INS_PER_DAY,
      refusal: () =>
        tooManyRequests((to.getTime() - deps.clock.now().getTime()) / 1000, TOO_MANY_TODAY),
    };
  }

  /** The aligner must be the patient's current one or an earlier one. */
  function refuseFutureAligner(patient: SessionUser, pauses: Pause[], aligner: number) {
    const plan = planFiguresOf(patient, pauses, clinicToday(deps));
    if (!plan) throw notFound(/*i18n*/ 'No treatment plan found');
    if (plan.currentAligner === 0) throw badRequest(/*i18n*/ 'Your treatment has not started yet');
    if (aligner > plan.currentAligner) {
      const message = said(
        /*i18n*/ 'You are on aligner {aligner}: a check-in can show that aligner or an earlier one',
        { aligner: plan.currentAligner },
      );
      throw badRequest(message, [{ path: 'aligner', message }]);
    }
  }

  async function storeCheckIn(
    patient: SessionUser,
    data: CheckInData,
    photos: File[],
  ): Promise<{ checkIn: CheckIn; created: boolean }> {
    const limit = todaysLimit();
    if ((await countCheckInsBetween(deps.db, patient.id, limit)) >= limit.max) {
      throw limit.refusal();
    }
    const prepared = await Promise.all(
      photos.map((photo) => photoTurn(() => prepareCheckInPhoto(photo))),
    );
    const { id: clientId, aligner, note } = data;
    const values = { clientId, aligner, note, userId: patient.id, createdAt: deps.clock.now() };
    const { id, created } = await insertCheckIn(deps, values, prepared, limit);
    return { checkIn: (await findCheckIn(deps.db, id))!, created };
  }

  /**
   * Tells the patient's devices that the clinic replied, and WhatsApp once per check-in when
   * they turned it on; a failed push or queue never fails the review.
   */
  async function notifyReviewed(userId: string, checkInId: string) {
    // Only stored here (the outbox sends it after the answer), so the test of it is awaited.
    const review = { patientId: userId, event: `review:${checkInId}`, parameters: [] };
    await queueWhatsAppReminders(deps, [{ ...review, template: 'tapalign_review' }]).catch(
      (error: unknown) =>
        deps.logger.warn('check-in review whatsapp not queued', { userId, error: String(error) }),
    );
    deliverToPatient(deps, userId, checkInReviewedPayload, {
      ttlSeconds: CHECK_IN_PUSH_TTL_SECONDS,
      topic: 'check-in',
    }).catch((error: unknown) =>
      deps.logger.warn('check-in review push not sent', {
        userId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  return new Hono<AppEnv>()
    .post('/', patientOnly, async (c) => {
      const patient = c.get('user');
      return withUploadSlot(patient.id, async () => {
        const form = await readMultipart(c, CHECK_IN_FORM_RULES);
        const data = parseJsonField(form.data, CheckInDataSchema, apiLanguage(c));
        const photos = form.files(PHOTOS_FIELD);
        if (photos.length === 0) throw photosCountRefusal();
        // A device id names a check-in among this patient's only (docs/security.md 21c); a
        // resend is answered before any photo is decoded.
        const sentAs = `${patient.id} ${data.id.toLowerCase()}`;
        const { checkIn, created } = await sameIdInTurn(sentAs, async () => {
          const stored = await findCheckInSentAs(deps.db, patient.id, data.id);
          if (stored) return { checkIn: stored, created: false };
          refuseFutureAligner(patient, c.get('userPauses'), data.aligner);
          return storeCheckIn(patient, data, photos);
        });
        return c.json({ checkIn }, created ? 201 : 200);
      });
    })

    .get('/', signedIn, async (c) => {
      const caller = c.get('user');
      const { patientId, review } = readQuery(c, CheckInsQuerySchema);
      const pending = review === 'pending';
      if (caller.role !== 'admin') {
        const { patient } = await patientActedFor(deps, c, patientId);
        return c.json({ checkIns: await listCheckIns(deps.db, { userId: patient.id, pending }) });
      }
      if (patientId) {
        const patient = await findPatient(deps.db, patientId);
        return c.json({ checkIns: await listCheckIns(deps.db, { userId: patient.id, pending }) });
      }
      if (!pending) throw badRequest('Name a patient (patientId) or ask for review=pending');
      return c.json({ checkIns: await listCheckIns(deps.db, { pending }) });
    })

    .patch('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', checkInNotFound);
      const { review, comment } = await readJson(c, CheckInReviewSchema);
      const admin = c.get('user');
      const checkIn = await reviewCheckIn(deps.db, id, {
        status: review,
        comment,
        at: deps.clock.now(),
        by: { id: admin.id, name: admin.name },
      });
      if (!checkIn) throw checkInNotFound();
      await notifyReviewed(checkIn.patient._id, checkIn._id);
      return c.json({ checkIn });
    });
}
