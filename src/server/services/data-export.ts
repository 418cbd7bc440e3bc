/**
 * A copy of everything TapAlign holds about one patient, as a zip (`tapalign-data.zip`):
 * `summary.html`, the records a patient reads, in their language (data-summary.ts);
 * `README.txt`, what each field of `data.json` means (data-export-fields.ts);
 * `data.json` with every record about them, for computer programs, secrets left out (the password hash, session and
 * code hashes, passkeys' public keys, push subscriptions' keys), the check-in photos as
 * `photos/<checkInId>-<n>.webp` and the resumes of job applications sent with the patient's email
 * or phone as `resumes/<applicationId>.pdf`. The zip is streamed: each file is read from the
 * database only once the one before it has been written out, so no export is ever held whole in
 * memory.
 */
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ZipArchive } from 'archiver';
import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/database';
import {
  alignerSwitches,
  auditEvents,
  checkInPhotos,
  checkIns,
  consents,
  contactMessages,
  erasureRequests,
  issues,
  jobApplications,
  jobs,
  newsletterSubscribers,
  passkeys,
  pauses,
  pushReminders,
  pushSubscriptions,
  sessions,
  wearBreakReminders,
  wearDays,
  wearEvents,
  wearStates,
  patientGuardians,
  users,
  webauthnChallenges,
  whatsappInbound,
  whatsappOutbox,
  whatsappReminders,
} from '../db/schema';
import type { Language } from '../../shared/languages';
import { contactMessagesOf, jobApplicationsOf, newsletterSignUpsOf } from './contact-records';
import type { FileStore } from './file-store';
import { openFile } from './files';
import { EXPORT_README } from './data-export-fields';
import { summaryHtml } from './data-summary';
import { loadPauses, planOf, type UserRow } from './patient-view';
import { refreshWearDays } from './wear-days';

export const EXPORT_FILE_NAME = 'tapalign-data.zip';

/**
 * Every table that holds rows about a patient, by the key of `data.json` its rows are under.
 * Deleting the patient deletes all of them (their foreign keys cascade, and the rows found by
 * their email or phone are deleted with them; the audit trail is kept without personal data).
 * A table about patients that is in neither list fails the tests.
 */
export const EXPORTED_TABLES = {
  pauses: pauses,
  issues: issues,
  alignerSwitches: alignerSwitches,
  wearEvents: wearEvents,
  wearDays: wearDays,
  wearState: wearStates,
  checkIns: checkIns,
  checkInPhotos: checkInPhotos,
  consents: consents,
  guardians: patientGuardians,
  erasureRequests: erasureRequests,
  sessions: sessions,
  passkeys: passkeys,
  pushSubscriptions: pushSubscriptions,
  changeDayReminders: pushReminders,
  wearBreakReminders: wearBreakReminders,
  auditEvents: auditEvents,
  // Found by the patient's email or phone (contact-records.ts), not by their id.
  contactMessages: contactMessages,
  newsletterSignUps: newsletterSubscribers,
  jobApplications: jobApplications,
  // Found by the patient's id or phone: a code goes out before anyone knows whose number it is.
  whatsappMessages: whatsappOutbox,
  whatsappReceived: whatsappInbound,
} as const;

/** Tables about a patient that are not in the export, and why. */
export const UNEXPORTED_TABLES = {
  /** A sign-in ceremony's random challenge, alive for minutes: nothing about the patient. */
  webauthn_challenges: webauthnChallenges,
  /** A WhatsApp reminder's claim (event and outbox row): the message itself is in whatsappMessages. */
  whatsapp_reminders: whatsappReminders,
} as const;

/** A stored file that goes into the zip beside `data.json`. */
type Attachment = { fileId: string; path: string; store: boolean };

const profileOf = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  dateOfBirth: user.dob,
  gender: user.gender,
  treatmentPlanLink: user.link3d,
  startDate: user.startDate,
  aligners: user.aligners,
  weeksPerAligner: user.steps,
  disabledAt: user.disabledAt,
  wearBreakReminder: user.wearBreakReminder,
  language: user.language,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
  signsInWith: user.passwordHash ? 'email and password, or a WhatsApp code' : 'a WhatsApp code',
});

/** A table whose rows belong to a patient by their `user_id`. */
type PatientTable = PgTable & { userId: AnyPgColumn };

interface RecordsOptions {
  today: string;
  now: Date;
  timeZone: string;
}

/** The rows of `data.json`, read in one transaction so they agree with each other. */
async function readRecords(db: Db, user: UserRow, options: RecordsOptions) {
  const { today, now, timeZone } = options;
  const of = user.id;
  return db.transaction(async (tx) => {
    // The wear days as the wear log counts them now, not as last worked out.
    await refreshWearDays(tx, [of], timeZone);
    /** The patient's rows of `table`, by `order`: all its columns, or only `fields`. */
    const rowsOf = async <
      Table extends PatientTable,
      Fields extends SelectedFields = Table['_']['columns'],
    >(
      table: Table,
      order: AnyPgColumn,
      fields?: Fields,
    ) =>
      // drizzle cannot type a select from a generic table: the rows are what `fields` select.
      (await tx
        .select(fields ?? getTableColumns(table))
        .from(table as PgTable)
        .where(eq(table.userId, of))
        .orderBy(asc(order))) as SelectResultFields<Fields>[];
    const userPauses = await loadPauses(tx, of);
    const plan = planOf(user, userPauses, today);
    const checkInRows = await rowsOf(checkIns, checkIns.createdAt);
    const photoRows = await tx
      .select({
        fileId: checkInPhotos.fileId,
        checkInId: checkInPhotos.checkInId,
        position: checkInPhotos.position,
        width: checkInPhotos.width,
        height: checkInPhotos.height,
      })
      .from(checkInPhotos)
      .innerJoin(checkIns, eq(checkIns.id, checkInPhotos.checkInId))
      .where(eq(checkIns.userId, of))
      .orderBy(asc(checkIns.createdAt), asc(checkInPhotos.position));
    const applicationRows = await tx
      .select({
        id: jobApplications.id,
        // The opening's title now, or the one it had when the application came in.
        jobTitle: sql<string>`coalesce(${jobs.title}, ${jobApplications.jobTitle})`,
        name: jobApplications.name,
        email: jobApplications.email,
        phone: jobApplications.phone,
        about: jobApplications.about,
        createdAt: jobApplications.createdAt,
        resumeFileId: jobApplications.resumeFileId,
      })
      .from(jobApplications)
      .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(jobApplicationsOf(user))
      .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
    const records = {
      pauses: await rowsOf(pauses, pauses.pauseDate),
      issues: await rowsOf(issues, issues.createdAt),
      alignerSwitches: await rowsOf(alignerSwitches, alignerSwitches.aligner),
      wearEvents: await rowsOf(wearEvents, wearEvents.at, {
        id: wearEvents.id,
        type: wearEvents.type,
        at: wearEvents.at,
        receivedAt: wearEvents.receivedAt,
      }),
      wearDays: await rowsOf(wearDays, wearDays.day),
      wearState: (await tx.select().from(wearStates).where(eq(wearStates.userId, of)))[0] ?? null,
      checkIns: checkInRows,
      checkInPhotos: photoRows.map((photo) => ({ ...photo, file: photoPath(photo) })),
      consents: await rowsOf(consents, consents.at),
      guardians: await tx
        .select({
          name: users.name,
          phone: users.phone,
          relationship: patientGuardians.relationship,
        })
        .from(patientGuardians)
        .innerJoin(users, eq(users.id, patientGuardians.guardianId))
        .where(eq(patientGuardians.patientId, of))
        .orderBy(asc(patientGuardians.createdAt)),
      erasureRequests: await rowsOf(erasureRequests, erasureRequests.createdAt),
      // When and how long each sign-in lasts; never the session's id or secret.
      sessions: await rowsOf(sessions, sessions.createdAt, {
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      }),
      // What the patient named each passkey and when it was used; never its key.
      passkeys: await rowsOf(passkeys, passkeys.createdAt, {
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      }),
      // The devices that get reminders: the push service's address, never the keys.
      pushSubscriptions: (
        await rowsOf(pushSubscriptions, pushSubscriptions.createdAt, {
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
        })
      ).map((row) => ({ pushService: new URL(row.endpoint).origin, createdAt: row.createdAt })),
      changeDayReminders: await rowsOf(pushReminders, pushReminders.aligner, {
        aligner: pushReminders.aligner,
        status: pushReminders.status,
        claimedAt: pushReminders.claimedAt,
        sentAt: pushReminders.sentAt,
      }),
      wearBreakReminders: await rowsOf(wearBreakReminders, wearBreakReminders.outAt, {
        outAt: wearBreakReminders.outAt,
        status: wearBreakReminders.status,
        claimedAt: wearBreakReminders.claimedAt,
        sentAt: wearBreakReminders.sentAt,
      }),
      auditEvents: await tx
        .select({
          at: auditEvents.at,
          action: auditEvents.action,
          actorName: auditEvents.actorName,
          actorRole: auditEvents.actorRole,
          changes: auditEvents.changes,
        })
        .from(auditEvents)
        .where(or(eq(auditEvents.patientId, of), eq(auditEvents.actorId, of)))
        .orderBy(asc(auditEvents.at), asc(auditEvents.seq)),
      contactMessages: await tx
        .select({
          name: contactMessages.name,
          mobile: contactMessages.mobile,
          email: contactMessages.email,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(contactMessagesOf(user))
        .orderBy(asc(contactMessages.createdAt)),
      newsletterSignUps: await tx
        .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .where(newsletterSignUpsOf(user))
        .orderBy(asc(newsletterSubscribers.createdAt)),
      jobApplications: applicationRows.map(({ resumeFileId: _file, ...row }) => ({
        ...row,
        resume: resumePath(row),
      })),
      // What was sent and what became of it; never a template's parameters (a code's digits).
      whatsappMessages: await tx
        .select({
          template: whatsappOutbox.template,
          text: whatsappOutbox.body,
          language: whatsappOutbox.language,
          status: whatsappOutbox.status,
          errorCode: whatsappOutbox.errorCode,
          createdAt: whatsappOutbox.createdAt,
          statusAt: whatsappOutbox.statusAt,
        })
        .from(whatsappOutbox)
        .where(
          user.phone
            ? or(eq(whatsappOutbox.patientId, of), eq(whatsappOutbox.to, user.phone))
            : eq(whatsappOutbox.patientId, of),
        )
        .orderBy(asc(whatsappOutbox.createdAt)),
      whatsappReceived: await tx
        .select({
          kind: whatsappInbound.kind,
          text: whatsappInbound.text,
          payload: whatsappInbound.payload,
          sentAt: whatsappInbound.sentAt,
        })
        .from(whatsappInbound)
        .where(
          user.phone
            ? or(eq(whatsappInbound.patientId, of), eq(whatsappInbound.phone, user.phone))
            : eq(whatsappInbound.patientId, of),
        )
        .orderBy(asc(whatsappInbound.sentAt)),
    } satisfies Record<keyof typeof EXPORTED_TABLES, unknown>;
    const planFigures = plan && { ...plan, eventDates: undefined };
    return {
      data: {
        exportedAt: now.toISOString(),
        profile: profileOf(user),
        plan: planFigures,
        timeline: plan?.eventDates ?? null,
        ...records,
      },
      attachments: [
        ...photoRows.map((photo) => ({
          fileId: photo.fileId,
          path: photoPath(photo),
          store: true,
        })),
        ...applicationRows.map((application) => ({
          fileId: application.resumeFileId,
          path: resumePath(application),
          store: false,
        })),
      ] satisfies Attachment[],
    };
  });
}

const photoPath = (photo: { checkInId: string; position: number }) =>
  `photos/${photo.checkInId}-${photo.position + 1}.webp`;
const resumePath = (application: { id: string }) => `resumes/${application.id}.pdf`;

/** Appends one entry and waits until the archive has written it out. */
function appendEntry(
  archive: ZipArchive,
  data: Readable | string,
  entry: { name: string; store?: boolean },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      archive.off('error', reject);
      resolve();
    };
    archive.once('entry', done);
    archive.once('error', reject);
    archive.append(data, entry);
  });
}

export interface ExportOptions extends RecordsOptions {
  db: Db;
  files: FileStore;
  user: UserRow;
  /** The language `summary.html` is written in. */
  language: Language;
  onError: (error: unknown) => void;
}

/**
 * The patient's zip as a byte stream. `data.json` is read before anything is sent, so a
 * failing database still gets a proper error response; the files follow one at a time.
 */
export async function patientDataZip(options: ExportOptions): Promise<ReadableStream<Uint8Array>> {
  const { db, user, language, timeZone } = options;
  const { data, attachments } = await readRecords(db, user, options);
  const summary = summaryHtml(
    { ...data, profile: { ...data.profile, hasPassword: user.passwordHash !== null } },
    { language, timeZone },
  );
  const output = new PassThrough();
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.pipe(output);
  const write = async () => {
    await appendEntry(archive, summary, { name: 'summary.html' });
    await appendEntry(archive, EXPORT_README, { name: 'README.txt' });
    await appendEntry(archive, JSON.stringify(data, null, 2), { name: 'data.json' });
    for (const file of attachments) {
      // The client went away: stop reading the database for nobody.
      if (output.destroyed) return void archive.abort();
      const bytes = await openFile(options.files, db, file.fileId);
      // WebP is compressed already: stored as it is, which costs no time and loses no bytes.
      if (bytes) {
        const entry = { name: file.path, store: file.store };
        await appendEntry(archive, Readable.fromWeb(bytes as NodeReadableStream), entry);
      }
    }
    await archive.finalize();
  };
  write().catch((error: unknown) => {
    if (output.destroyed) return;
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
