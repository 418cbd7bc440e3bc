/**
 * Erasing a patient: everything the data export holds, and every other row that names them, in
 * the caller's transaction. The patient's own row takes its records with it (foreign keys
 * cascade: sessions, passkeys, push subscriptions, reminders, pauses, issues, switches, the wear
 * log and its days, check-ins, consents, erasure requests); the check-in photos' files, the
 * one-time codes, sign-in delays and WhatsApp messages for their number, and the messages,
 * newsletter sign-ups and job applications (with their resumes) sent with their email or number
 * are deleted here. The audit trail keeps what happened and when, with no personal data: what
 * it recorded about the patient is blanked, bar the privacy-notice versions agreed to, and one
 * "patient deleted" event stays.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  auditEvents,
  contactMessages,
  erasureRequests,
  files,
  jobApplications,
  newsletterSubscribers,
  otpCodes,
  users,
  whatsappInbound,
  whatsappOutbox,
} from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { deleteCheckInPhotosOf } from './check-ins';
import { contactMessagesOf, jobApplicationsOf, newsletterSignUpsOf } from './contact-records';
import { clearAccountThrottle } from './login-throttle';
import { deleteGuardiansWithoutChildren, guardianIdsOf, keepAsGuardian } from './guardians';
import { isPatient, type UserRow } from './patient-view';

/** Stands for an erased patient's name where the trail names them as the one who acted. */
export const ERASED_PATIENT_NAME = 'Erased patient';

/** Rows keyed by the patient's phone or email rather than by their id. */
async function deleteByContact(tx: Db, patient: UserRow): Promise<void> {
  await clearAccountThrottle(tx, patient.email.toLowerCase());
  await tx.delete(contactMessages).where(contactMessagesOf(patient));
  await tx.delete(newsletterSubscribers).where(newsletterSignUpsOf(patient));
  // The resumes go with the applications (their files are not retired: nothing may serve them).
  const applications = await tx
    .delete(jobApplications)
    .where(jobApplicationsOf(patient))
    .returning({ resumeFileId: jobApplications.resumeFileId });
  const resumes = applications.map((application) => application.resumeFileId);
  if (resumes.length > 0) await tx.delete(files).where(inArray(files.id, resumes));
  await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.patientId, patient.id));
  await tx.delete(whatsappInbound).where(eq(whatsappInbound.patientId, patient.id));
  if (!patient.phone) return;
  await tx.delete(otpCodes).where(eq(otpCodes.phone, patient.phone));
  await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.to, patient.phone));
  await tx.delete(whatsappInbound).where(eq(whatsappInbound.phone, patient.phone));
  // The code limits of the number: `otp:<rule>:<phone>`.
  await tx.execute(sql`delete from rate_limits where key like ${`otp:%:${patient.phone}`}`);
}

/** The trail's events about the patient, without what they said about them. */
async function scrubAudit(tx: Db, patientId: string): Promise<void> {
  await tx
    .update(auditEvents)
    .set({ changes: null })
    .where(and(eq(auditEvents.patientId, patientId), ne(auditEvents.action, 'consent.agree')));
  await tx
    .update(auditEvents)
    .set({ actorName: ERASED_PATIENT_NAME })
    .where(eq(auditEvents.actorId, patientId));
}

/**
 * Deletes the patient and everything about them; false when there is none with this id. Pass
 * the transaction the deletion runs in: it is all or nothing.
 */
export async function erasePatient(
  tx: Db,
  id: string,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  const [openRequest] = await tx
    .select({ createdAt: erasureRequests.createdAt })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, id), isNull(erasureRequests.closedAt)));
  await deleteCheckInPhotosOf(tx, id);
  const guardianIds = await guardianIdsOf(tx, id);
  const keepGuardian = await keepAsGuardian(tx, id);
  const [patient] = await tx.delete(users).where(isPatient(id)).returning();
  if (!patient) return false;
  // Their guardians go with them unless they follow another patient; a patient who is a
  // parent or guardian stays one, for their children (docs/design.md §12).
  await deleteGuardiansWithoutChildren(tx, guardianIds);
  await deleteByContact(tx, patient);
  await keepGuardian(patient);
  await scrubAudit(tx, id);
  await recordAudit(tx, {
    actor,
    action: 'patient.delete',
    patientId: id,
    // Whether it answered the patient's own request, and since when that was open.
    changes: openRequest
      ? { erasureRequestedAt: { old: openRequest.createdAt.toISOString(), new: null } }
      : undefined,
    at: now,
  });
  return true;
}
