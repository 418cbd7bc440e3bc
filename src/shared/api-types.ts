/** Shapes of the API's answers (docs/design.md §2), shared by the server and the client. */
import type { CalendarDate } from './calendar-date';
import type { Gender, GuardianRelationship, IssueStatus, PlanStatus, Role } from './constants';
import type { Language, TranslationLanguage } from './languages';
import type { AuditAction } from './schemas/audit';
import type { BlogText, JobText } from './schemas/content';
import type { TimelineEvent } from './treatment-plan';
import type { WhatsAppStatus } from './whatsapp';

export type { PlanStatus, Role, TimelineEvent };

export interface ApiErrorBody {
  message: string;
  /** What the screens act on beyond the message, where they do (`SIGN_IN_AGAIN`, `PASSKEY_REQUIRED`). */
  code?: string;
  issues?: { path: string; message: string }[];
}

/**
 * The signed-in user (docs/product-spec.md §3 "Current user"); the plan fields are absent for
 * admins.
 */
export interface CurrentUser {
  _id: string;
  role: Role;
  name: string;
  email: string;
  phone: string;
  gender: Gender | null;
  startDate?: string;
  duration?: number;
  daysCompleted?: number;
  daysRemaining?: number;
  durationInWeeks?: number;
  steps?: number;
  status?: PlanStatus;
  currentAligner?: number;
  aligners?: number;
  nextDate?: string | null;
  link3d?: string;
  /** The patient's newest agreement to the current privacy notice; null until they agree. */
  consent?: Consent | null;
  /** When the patient asked to be erased, while that request is open; otherwise null. */
  erasureRequestedAt?: string | null;
  /** The clinic day the open request is to be answered by (ERASURE_ANSWER_DAYS after it). */
  erasureDueOn?: CalendarDate | null;
  /** The language the patient chose for TapAlign (PATCH /api/users/me); null until they do. */
  language?: Language | null;
  /** Reminders also come on WhatsApp (PATCH /api/users/me); off until the patient opts in. */
  whatsappReminders?: boolean;
  /** The aligner whose photo check-in is due (docs/design.md §7); null when none is. */
  checkInDue?: { aligner: number } | null;
  /** A patient who is also a parent or guardian: their children under 18 (docs/design.md §12). */
  children?: Child[];
  /** A patient under 18: who agrees to the privacy notice for them. */
  guardians?: { name: string; relationship: GuardianRelationship }[];
}

/** A child a guardian follows: a patient under 18 on the clinic's today. */
export interface Child {
  _id: string;
  name: string;
}

/** current-user for a parent or guardian who is no patient (docs/design.md §12). */
export interface GuardianUser {
  _id: string;
  name: string;
  phone: string;
  role: 'guardian';
  children: Child[];
  language: Language | null;
  /** Their children's reminders also come on WhatsApp; off until they opt in. */
  whatsappReminders: boolean;
}

/** A parent or guardian on a patient's record, as the admin sees it. */
export interface Guardian {
  _id: string;
  name: string;
  phone: string;
  relationship: GuardianRelationship;
}

export interface Consent {
  version: string;
  at: string;
}

/** An open erasure request, for the clinic (GET /api/erasure-requests). */
export interface ErasureRequest {
  _id: string;
  patientId: string;
  name: string;
  phone: string;
  reason: string;
  createdAt: string;
  /** The clinic day it is to be answered by: ERASURE_ANSWER_DAYS after the day it was sent. */
  dueOn: CalendarDate;
}

/** A patient as the admin sees it (docs/product-spec.md §3 "Patient"). */
export interface Patient {
  _id: string;
  name: string;
  email: string;
  phone: string;
  dob: string;
  gender: Gender;
  link3d: string;
  startDate: string;
  aligners: number;
  steps: number;
  stepsInDays: number;
  endDate: string;
  duration: number;
  durationInWeeks: number;
  nextDate: string | null;
  weekCompleted: number;
  currentAligner: number;
  status: PlanStatus;
  createdAt: string;
  guardians: Guardian[];
}

export interface PatientsPage {
  users: Patient[];
  totalPages: number;
  totalUsers: number;
}

export interface AuthResponse {
  authToken: string;
  user: CurrentUser;
}

export interface Timeline {
  eventDates: TimelineEvent[];
}

export interface Issue {
  _id: string;
  issueType: string;
  issueStatus: IssueStatus;
  description: string;
  pauseProgress: boolean;
  /** This issue paused the treatment: closing it resumes the plan. */
  pausedTreatment: boolean;
  createdAt: string;
  closedAt: string | null;
  /** Who closed it (an admin, or the patient by resuming); null when open or not recorded. */
  closedBy: { _id: string; name: string } | null;
  addedBy: { _id: string; name: string; phone: string; email: string } | null;
  /** A parent or guardian who raised it for the patient (`addedBy`); null when the patient did. */
  raisedBy: { _id: string; name: string } | null;
}

/**
 * An open issue as its patient (or their guardian) reads it (`GET /api/issues/mine`): the admin
 * list's item without the patient's own contact details or who closed it.
 */
export type OwnIssue = Pick<
  Issue,
  '_id' | 'issueType' | 'issueStatus' | 'description' | 'pausedTreatment' | 'createdAt' | 'raisedBy'
>;

/** A confirmed aligner switch (docs/design.md §2 "Aligner switches"). */
export interface AlignerSwitch {
  aligner: number;
  switchedOn: string;
  dueOn: string;
  /** Days from `dueOn` to `switchedOn`; 0 when on time. */
  lateByDays: number;
}

export interface Stats {
  patients: number;
  active: number;
  paused: number;
  completed: number;
  issues: number;
  applications: number;
}

export interface ModeratorNumber {
  _id: string;
  number: string;
}

/** A record's Hindi and Marathi versions, those it has. */
export type Translations<Text> = Partial<Record<TranslationLanguage, Text>>;

/**
 * A post. Its words (`BlogText`) are in `lang`: the language asked for (`?lang=`) when the post
 * has a version in it, English otherwise. `translations` only with `?include=translations`.
 */
export interface Blog extends BlogText {
  _id: string;
  addedBy: string;
  image: string | null;
  createdAt: string;
  lang: Language;
  translations?: Translations<BlogText>;
}

/** One page of `GET /api/blogs`. */
export interface BlogsPage {
  blogs: Blog[];
  totalPages: number;
  totalBlogs: number;
}

/** An opening, its words in `lang` as a post's are (`Blog`). */
export interface Job extends JobText {
  _id: string;
  lang: Language;
  translations?: Translations<JobText>;
}

export interface JobApplication {
  _id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  about: string;
  resume: string;
  /** `_id` is null once the opening has been deleted; its title stays. */
  job: { _id: string | null; title: string };
}

/** GET /api/config: settings the browser needs from the server's environment. */
export interface ClientConfig {
  /** The third-party live-chat script, or null when none is configured. */
  liveChatSrc: string | null;
  /** The privacy notice's current version, which POST /api/users/me/consent accepts. */
  privacyNoticeVersion: string;
  /** CLINIC_TIMEZONE: the clinic's calendar days (who is a minor today) are counted in it. */
  clinicTimeZone: string;
}

/** One line of the audit trail (GET /api/audit). `actor` is null for a sign-in by no known account. */
export interface AuditEvent {
  _id: string;
  at: string;
  actor: { _id: string; name: string; role: Role } | null;
  action: AuditAction;
  patientId?: string;
  changes?: Record<string, { old: unknown; new: unknown }>;
}

/** One number in the clinic's WhatsApp inbox (GET /api/whatsapp/conversations). */
/** A number's parent or guardian (docs/design.md §12), with the children they follow. */
export interface WhatsAppGuardian {
  name: string;
  children: { _id: string; name: string }[];
}

export interface WhatsAppConversation {
  /** Null for a number that is no patient's. */
  patient: { _id: string; name: string } | null;
  /** The number's parent or guardian, when it is one's (a patient may be one too); else null. */
  guardian: WhatsAppGuardian | null;
  phone: string;
  lastMessageAt: string;
  unread: number;
  /** When free text stops reaching the number (24 h after its last message); null when closed. */
  windowOpenUntil: string | null;
}

/** A message to or from a number, as its reader saw it (a code's text never shown). */
export interface WhatsAppThreadMessage {
  _id: string;
  direction: 'in' | 'out';
  /** Inbound: `text`, `button` or `other`; outbound: the template's name, or `text`. */
  kind: string;
  text: string;
  /** Outbound: queued, sent, delivered, read or failed; inbound: null. */
  status: WhatsAppStatus | null;
  /** A failed message's reason, readable (`not a WhatsApp number`). */
  error: { code: number | null; title: string } | null;
  at: string;
}

/** GET /api/whatsapp/conversations/:phone: the messages, oldest first, and the patient's plan. */
export interface WhatsAppThread {
  messages: WhatsAppThreadMessage[];
  patient: {
    _id: string;
    name: string;
    status: PlanStatus;
    currentAligner: number;
    aligners: number;
    nextDate: string | null;
  } | null;
  guardian: WhatsAppGuardian | null;
  windowOpenUntil: string | null;
}
