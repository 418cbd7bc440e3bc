/** The one database schema, for PGlite and PostgreSQL alike (migrations in ./migrations). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHECK_IN_REVIEW_STATUSES,
  FILE_KINDS,
  GENDERS,
  GUARDIAN_RELATIONSHIPS,
  ISSUE_STATUSES,
  REMINDER_STATUSES,
  ROLES,
  WEAR_EVENT_TYPES,
  WEBAUTHN_PURPOSES,
} from '../../shared/constants';
import { LANGUAGES } from '../../shared/languages';
import {
  WHATSAPP_INBOUND_KINDS,
  WHATSAPP_STATUSES,
  WHATSAPP_TEMPLATE_NAMES,
} from '../../shared/whatsapp';
import type { Translations } from '../../shared/api-types';
import type { BlogText, JobText } from '../../shared/schemas/content';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ROLES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    dob: day('dob'),
    gender: text('gender', { enum: GENDERS }),
    link3d: text('link3d'),
    startDate: day('start_date'),
    aligners: integer('aligners'),
    steps: integer('steps'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The patient's switch for the push sent when a wear break runs long. */
    wearBreakReminder: boolean('wear_break_reminder').notNull().default(true),
    /** "Remind me on WhatsApp": off until the patient turns it on (WhatsApp needs their opt-in). */
    whatsappReminders: boolean('whatsapp_reminders').notNull().default(false),
    /**
     * The language the patient reads TapAlign in (`PATCH /api/users/me`): their pushes and
     * WhatsApp codes go out in it, and the API answers them in it. Null until they choose one:
     * then the browser's choice (the `tapalign-lang` cookie) is used, and English for pushes.
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A guardian's row has no email (''): they sign in by WhatsApp code only.
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.role} <> 'guardian'`),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // The patient search matches `%text%` case-insensitively (pg_trgm, migration 0003).
    // fastupdate off: registrations are rare and PGlite has no autovacuum to empty GIN's
    // pending list, which every search would otherwise scan.
    ...(['name', 'email', 'phone'] as const).map((column) =>
      index(`users_${column}_trgm_idx`)
        .using('gin', t[column].op('gin_trgm_ops'))
        .with({ fastupdate: false }),
    ),
  ],
);

/**
 * A patient's parents or guardians (docs/design.md §12): at most two per patient. The guardian
 * is a user: a `guardian` row of their own, or a patient's row when their phone is a
 * patient's (who then signs in as the patient and sees the children too). One guardian may
 * have several children.
 */
export const patientGuardians = pgTable(
  'patient_guardians',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianId: text('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: GUARDIAN_RELATIONSHIPS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.guardianId] }),
    index('patient_guardians_guardian_idx').on(t.guardianId),
  ],
);

export const pauses = pgTable(
  'pauses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pauseDate: day('pause_date').notNull(),
    resumedDate: day('resumed_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pauses_user_idx').on(t.userId),
    // At most one open pause per patient, even under concurrent requests.
    uniqueIndex('pauses_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.resumedDate} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Fixed-window counters for rate limits and lockouts, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const issues = pgTable(
  'issues',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueType: text('issue_type').notNull(),
    description: text('description').notNull().default(''),
    pauseProgress: boolean('pause_progress').notNull().default(false),
    issueStatus: text('issue_status', { enum: ISSUE_STATUSES }).notNull().default('open'),
    /** The pause this issue opened (or continued): resuming closes this issue, not the others. */
    pauseId: text('pause_id').references(() => pauses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed it: the patient (by resuming) or an admin; the name is copied for the record. */
    closedById: text('closed_by_id'),
    closedByName: text('closed_by_name'),
    /** A parent or guardian who raised it for the patient; the name is copied for the record. */
    raisedById: text('raised_by_id'),
    raisedByName: text('raised_by_name'),
  },
  (t) => [index('issues_user_idx').on(t.userId), index('issues_created_idx').on(t.createdAt)],
);

export const moderators = pgTable(
  'moderators',
  { id: id(), number: text('number').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('moderators_number_unique').on(t.number)],
);

/**
 * A stored file's record. Its bytes are in `data` (the database store) or in the bucket under
 * `objectKey` (object storage), never both (docs/design.md §13). Deleting a row whose bytes are
 * in the bucket, or moving them out of it, queues the object's deletion (a trigger of migration
 * 0020 writes `object_deletions`), in the same transaction.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Stored EXTERNAL (uncompressed): a read takes it slice by slice without decompressing. */
    data: bytea('data'),
    objectKey: text('object_key').unique('files_object_key_unique'),
    createdAt: createdAt(),
    /** When the row using it let it go; still served until RETIRED_FILE_KEEP_SECONDS later. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [check('files_bytes_in_one_place', sql`(${t.data} is null) <> (${t.objectKey} is null)`)],
);

/**
 * Objects in the bucket whose record is gone: deleted by the file store's worker, retried with
 * a growing delay until the bucket says they are gone.
 */
export const objectDeletions = pgTable(
  'object_deletions',
  {
    objectKey: text('object_key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('object_deletions_due_idx').on(t.nextAttemptAt)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    addedBy: text('added_by').notNull().default(''),
    imageFileId: text('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The post's Hindi and Marathi versions, those it has (docs/design.md §2 "Content"). */
    translations: jsonb('translations').$type<Translations<BlogText>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);

export const jobs = pgTable('jobs', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  department: text('department').notNull(),
  jobType: text('job_type').notNull(),
  location: text('location').notNull(),
  salaryRange: text('salary_range').notNull(),
  education: text('education').notNull(),
  experience: text('experience').notNull(),
  /** The opening's Hindi and Marathi versions, those it has. */
  translations: jsonb('translations').$type<Translations<JobText>>().notNull().default({}),
  createdAt: createdAt(),
});

export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The opening's title when the application came in: still readable once the job is deleted. */
    jobTitle: text('job_title').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    about: text('about').notNull().default(''),
    resumeFileId: text('resume_file_id')
      .notNull()
      .references(() => files.id),
    /**
     * `<job id>:<lower-case email>`: one application per applicant and opening. Null on rows
     * older than the rule, so existing duplicates stay and the unique index still builds.
     */
    applicantKey: text('applicant_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_applications_created_idx').on(t.createdAt),
    uniqueIndex('job_applications_applicant_unique').on(t.applicantKey),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  { id: id(), email: text('email').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_endpoint_unique').on(t.endpoint), index('push_user_idx').on(t.userId)],
);

/**
 * The claim on a change-day reminder, one per patient and aligner (the primary key): written
 * before sending, so that any number of app instances send it once. `leaseUntil` keeps others
 * off while it is being sent or waiting out a backoff; a pending claim whose lease has run out
 * is taken over. `delivered` lists the subscriptions that already have it.
 */
export const pushReminders = pgTable(
  'push_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aligner: integer('aligner').notNull(),
    status: text('status', { enum: REMINDER_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    delivered: text('delivered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.aligner] })],
);

/** A patient's confirmation of having put aligner k in (the NFC tap-to-confirm), once per aligner. */
export const alignerSwitches = pgTable(
  'aligner_switches',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aligner: integer('aligner').notNull(),
    /** Aligner k's start date when the switch was recorded. */
    dueOn: day('due_on').notNull(),
    switchedOn: day('switched_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('aligner_switches_user_aligner_unique').on(t.userId, t.aligner)],
);

/**
 * The wear log: each time the patient takes the aligners out or puts them back in. The id is a
 * UUID made by the device, so a batch sent again (an offline phone retrying) is stored once.
 */
export const wearEvents = pgTable(
  'wear_events',
  {
    /** The phone's id for the event: unique among its patient's events only (docs/security.md 21c). */
    id: uuid('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WEAR_EVENT_TYPES }).notNull(),
    /** When it happened on the device, which may be long before it reached the server. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('wear_events_user_at_idx').on(t.userId, t.at),
  ],
);

/**
 * The claim on one wear break's reminder (a break is known by its patient and the time it
 * began): written before sending, so any number of app instances, and a restart, send one push
 * per break. The columns mean what they mean in `push_reminders`.
 */
export const wearBreakReminders = pgTable(
  'wear_break_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outAt: timestamp('out_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: REMINDER_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    delivered: text('delivered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.outAt] })],
);

/**
 * A reminder claimed for WhatsApp (docs/design.md §11), apart from its push: one row per patient,
 * event (`switch:<k>`, `break:<out at>`, `review:<check-in id>`) and recipient, written in the
 * same statement as its outbox row, so each goes once with any number of instances; the
 * outbox then sends it once and retries it.
 */
export const whatsappReminders = pgTable(
  'whatsapp_reminders',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The patient, or a parent or guardian of theirs. */
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outboxId: text('outbox_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.event, t.recipientId] })],
);

/** Values generated once and kept (VAPID keys, the OTP HMAC secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Who did what, and when: admin changes to patients and every sign-in (never a secret). No
 * foreign keys, so the record outlives a deleted patient; the actor's name and role are copied.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Insertion order: breaks ties between events of the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role', { enum: ROLES }),
    action: text('action').notNull(),
    patientId: text('patient_id'),
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.seq),
    index('audit_events_patient_at_idx').on(t.patientId, t.at, t.seq),
  ],
);

/**
 * Every WhatsApp message, one row each (docs/design.md "WhatsApp"): queued by whoever wants it
 * sent, sent by the outbox worker (services/whatsapp-outbox.ts), its delivery status kept.
 * A row is either a template (`template`, `language`, `parameters`) or free text (`body`), which
 * the Cloud API takes only while the recipient's 24-hour window is open.
 * `parameters` is the template's parameters as sealed JSON (AES-256-GCM), null once a code's
 * have been wiped. `nextAttemptAt` is both the retry time and a sending instance's lease.
 * `expiresAt`: after it the message is no longer worth sending.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    template: text('template', { enum: WHATSAPP_TEMPLATE_NAMES }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    parameters: text('parameters'),
    /** Free text: a reply inside the 24-hour window, by the webhook or the clinic's inbox. */
    body: text('body'),
    /** The staff member who wrote a free-text reply; null for what TapAlign sends itself. */
    sentBy: text('sent_by'),
    /** A login code: sent only if the number is an active patient's when it is sent. */
    onlyToPatient: boolean('only_to_patient').notNull().default(false),
    patientId: text('patient_id'),
    status: text('status', { enum: WHATSAPP_STATUSES }).notNull().default('queued'),
    wamid: text('wamid'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    uniqueIndex('whatsapp_outbox_wamid_unique').on(t.wamid),
    index('whatsapp_outbox_to_idx').on(t.to, t.createdAt),
    index('whatsapp_outbox_patient_idx').on(t.patientId),
    check('whatsapp_outbox_template_or_body', sql`(${t.template} is null) <> (${t.body} is null)`),
  ],
);

/**
 * Every message a number wrote to the clinic's WhatsApp number, kept once by its id
 * (`waMessageId`) however often the webhook delivers it (docs/design.md "WhatsApp").
 * `phone` is the 10 digits of an Indian number, else the sender's number as WhatsApp gives it;
 * `patientId` is null for a number of no patient. `readAt`: when staff opened the thread.
 */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    id: id(),
    waMessageId: text('wa_message_id').notNull(),
    phone: text('phone').notNull(),
    patientId: text('patient_id'),
    kind: text('kind', { enum: WHATSAPP_INBOUND_KINDS }).notNull(),
    /** The text written, or a button's label. */
    text: text('text'),
    /** A quick-reply button's payload (`switched:5`, `back-in`, `help`). */
    payload: text('payload'),
    /** When the patient sent it (the message's `timestamp`). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_inbound_message_unique').on(t.waMessageId),
    index('whatsapp_inbound_phone_idx').on(t.phone, t.sentAt),
    index('whatsapp_inbound_patient_idx').on(t.patientId),
  ],
);

/**
 * Counts of Content-Security-Policy violations, one row per UTC day, directive and blocked
 * origin (routes/csp-reports, docs/security.md "CSP reports").
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    /** The UTC day counted: each day's counts are kept CSP_REPORT_KEEP_DAYS, then deleted. */
    day: day('day').notNull(),
    directive: text('directive').notNull(),
    blocked: text('blocked').notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.directive, t.blocked] })],
);

/**
 * Each patient's wear per clinic day, worked out from the wear log by the server (a trigger on
 * `wear_events` marks what changed, see `wear_states`), so the compliance board reads a week of
 * small rows rather than every event: the time out in breaks that have ended, and whether
 * anything was logged that day. A break still open is in `wear_states.out_since` instead: it
 * grows with time. Days with neither are absent.
 */
export const wearDays = pgTable(
  'wear_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A clinic day, in the time zone of `wear_states.time_zone`. */
    day: day('day').notNull(),
    outMs: integer('out_ms').notNull(),
    logged: boolean('logged').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('wear_days_day_idx').on(t.day)],
);

/** Per patient with a wear log: the break open now, and how current their `wear_days` are. */
export const wearStates = pgTable('wear_states', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the break still open began; null while the aligners are in. */
  outSince: timestamp('out_since', { withTimezone: true }),
  /** The clinic time zone the days were worked out in; null until they are. */
  timeZone: text('time_zone'),
  /**
   * The earliest time of an event stored or deleted since the days were worked out (set by the
   * trigger on `wear_events`); null when they are up to date.
   */
  changedFrom: timestamp('changed_from', { withTimezone: true }),
});

/**
 * A patient's photo check-in, for the clinic to review. The id is a UUID made by the device, so
 * an upload sent again (an offline phone retrying) is stored once. The reviewer's name is copied
 * for the record, as an issue's closer's is.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The id the patient's device made, so a resend is stored once: unique among that
     * patient's check-ins only (docs/security.md 21c).
     */
    clientId: uuid('client_id').notNull(),
    aligner: integer('aligner').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    /** Null until the clinic has reviewed it. */
    reviewStatus: text('review_status', { enum: CHECK_IN_REVIEW_STATUSES }),
    reviewComment: text('review_comment').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: text('reviewed_by_id'),
    reviewedByName: text('reviewed_by_name'),
  },
  (t) => [
    uniqueIndex('check_ins_user_client_id_unique').on(t.userId, t.clientId),
    index('check_ins_user_created_idx').on(t.userId, t.createdAt),
    // The clinic's queue: every check-in not yet reviewed, oldest first.
    index('check_ins_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} is null`),
  ],
);

/**
 * A check-in's photos, in the order sent. The bytes are a `files` row of kind `check-in-photo`,
 * whose id is the photo's; deleting the file deletes this row.
 */
export const checkInPhotos = pgTable(
  'check_in_photos',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    checkInId: uuid('check_in_id')
      .notNull()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('check_in_photos_position_unique').on(t.checkInId, t.position)],
);

/**
 * A user's passkeys (WebAuthn credentials). `credentialId` is the authenticator's id,
 * base64url as the browser sends it; `counter` is the signature counter, 0 for authenticators
 * that keep none.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** Synced (multi-device) or bound to one device, as the authenticator said at registration. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges waiting for their answer, kept in the database so any instance can check
 * them; each is deleted when used (single use) or swept once expired. A registration's challenge
 * belongs to the signed-in user; a sign-in's to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * When a patient agreed to each version of the privacy notice: kept, never overwritten. One row
 * per patient and version: agreeing again to the same version adds nothing (docs/security.md).
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Given by a parent or guardian while the patient was under 18: it stops counting on the
     * 18th birthday, when the patient is asked to agree themselves (docs/design.md §12).
     */
    byGuardian: boolean('by_guardian').notNull().default(false),
  },
  (t) => [
    index('consents_user_at_idx').on(t.userId, t.at),
    uniqueIndex('consents_user_version_idx').on(t.userId, t.version, t.byGuardian),
  ],
);

/**
 * A patient's request to be erased. It is completed by deleting the patient, which deletes it
 * too; `closedAt` marks one withdrawn by the patient or declined by the clinic.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per patient, even under concurrent requests.
    uniqueIndex('erasure_requests_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
    index('erasure_requests_created_idx').on(t.createdAt),
  ],
);
