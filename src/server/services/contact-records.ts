/**
 * The rows that name a patient by their email or phone rather than by their id: messages sent
 * through the contact form, newsletter sign-ups and job applications. The export copies them
 * and the erasure deletes them, both by these conditions (emails compared in lower case).
 */
import { eq, or, sql, type Column } from 'drizzle-orm';
import { contactMessages, jobApplications, newsletterSubscribers } from '../db/schema';

export interface ContactDetails {
  email: string;
  phone: string | null;
}

const sameEmail = (column: Column, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;
const samePhone = (column: Column, phone: string | null) => (phone ? eq(column, phone) : undefined);

export const contactMessagesOf = ({ email, phone }: ContactDetails) =>
  or(sameEmail(contactMessages.email, email), samePhone(contactMessages.mobile, phone));

export const newsletterSignUpsOf = ({ email }: ContactDetails) =>
  sameEmail(newsletterSubscribers.email, email);

export const jobApplicationsOf = ({ email, phone }: ContactDetails) =>
  or(sameEmail(jobApplications.email, email), samePhone(jobApplications.phone, phone));
