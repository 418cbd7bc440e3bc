/** The product name: the spec's `{product}` placeholder. */
export const BRAND = 'TapAlign';

/** localStorage key holding the session token (docs/product-spec.md §3 "Session"). */
export const TOKEN_STORAGE_KEY = 'dentistAuthToken';

/**
 * The page session's cookie, sent as `__Host-tapalign-page`: a patient's token, which only
 * `GET /dashboard` reads (docs/security.md, "The page session").
 */
export const PAGE_SESSION_COOKIE = 'tapalign-page';
/** sessionStorage key holding the phone number during mobile login. */
export const LOGIN_PHONE_STORAGE_KEY = 'loginPhone';

export const PATIENTS_PAGE_SIZE = 20;
export const BLOG_PAGE_SIZE = 6;

export const MOBILE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_LOCKOUT_SECONDS = 15 * 60;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PATIENT_SESSION_DAYS = 30;
export const ADMIN_SESSION_HOURS = 12;
export const ADMIN_IDLE_MINUTES = 30;

export const DEFAULT_STEPS_WEEKS = 2;
export const DEFAULT_CLINIC_TIMEZONE = 'Asia/Kolkata';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const JSON_BODY_MAX_BYTES = 100 * 1024;

export const TOAST_PATIENT_MS = 4000;
export const TOAST_ADMIN_MS = 3000;
export const TOAST_MAX_VISIBLE = 3;

export const LIVECHAT_CHECK_MS = 500;

/**
 * Admin lists cut long text to this many characters (docs/product-spec.md §9 "Lists truncate
 * text").
 */
export const ADMIN_CUT = {
  jobDescription: 10,
  jobEducation: 10,
  blogDescription: 10,
  applicantAbout: 50,
} as const;

/**
 * Every enumeration, defined once: the tuple feeds the database columns (db/schema.ts) and the
 * valibot `picklist`s (schemas/), the type beside it the API's shapes (api-types.ts).
 */
export const ISSUE_TYPES = [
  'Aligner not fitting properly',
  'Lost/Damaged Aligner',
  'Pain or discomfort',
  'Other (please specify)',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
/** A guardian is a parent or guardian of a patient under 18 (docs/design.md §12). */
export const ROLES = ['admin', 'patient', 'guardian'] as const;
export type Role = (typeof ROLES)[number];
export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
/** Guardians on one patient's record, at most. */
export const MAX_GUARDIANS = 2;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export type PlanStatus = 'active' | 'paused' | 'completed';
export const ISSUE_STATUSES = ['open', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type TimelineStatus = 'completed' | 'in progress' | 'pending' | 'end date';
/**
 * What a stored file is: a blog image (public), a resume (admins only) or a check-in photo (its
 * patient and admins).
 */
export const FILE_KINDS = ['resume', 'image', 'check-in-photo'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** A push reminder's progress (services/reminder-claims.ts). */
export const REMINDER_STATUSES = ['pending', 'done', 'abandoned'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
/** A wear-log event: the aligners taken out, or put back in. */
export const WEAR_EVENT_TYPES = ['out', 'in'] as const;
export type WearEventType = (typeof WEAR_EVENT_TYPES)[number];

/**
 * Uploads (docs/security.md F): image types accepted by their bytes, and the pixel cap for
 * decoding.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_MAX_PIXELS = 25_000_000;
export const RESUME_TYPE = 'application/pdf';
export const BLOG_PAGE_MAX = 50;

/** Per-IP limits on the public forms: at most `max` accepted submissions per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 };
export const NEWSLETTER_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };
/**
 * Job applications per address: every attempt counts, accepted or refused. Sized for shared
 * networks (an office, a college, a mobile carrier's NAT put many applicants behind one
 * address); one application per email and opening is the per-applicant rule.
 */
export const APPLICATION_RATE_LIMIT = { max: 60, windowSeconds: 60 * 60 };
/** Resume uploads one address may have in flight at once (each is held in memory to be checked). */
export const APPLICATION_UPLOADS_AT_ONCE = 3;
/**
 * Issues raised per patient: each one messages every moderator on WhatsApp (docs/security.md 11b).
 */
export const ISSUE_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

/** The clinic's public contact details (footer, contact page). */
export const CLINIC_CONTACT = {
  address: '3rd Floor, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013',
  phone: '+91 22 4000 1234',
  email: 'care@tapalign.example',
  instagram: 'https://www.instagram.com/tapalign',
} as const;

/** The clinic's phone as a link that dials it. */
export const CLINIC_PHONE_HREF = `tel:${CLINIC_CONTACT.phone.replace(/\s+/g, '')}`;

/** Sign-in throttling (docs/security.md 5–6, 11). */
export const LOGIN_IP_RATE_LIMIT = { max: 3, windowSeconds: 10 };
/**
 * Password sign-ins per account (docs/security.md 11): the first `freeFailures` failures cost
 * nothing, then each further attempt waits 2, 4, 8 … seconds, never more than `maxDelaySeconds`,
 * so no one can lock the admin out. A success, or a day without failures, clears the count.
 */
export const LOGIN_ACCOUNT_THROTTLE = {
  freeFailures: 5,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 24 * 60 * 60,
};
/**
 * Copies of one patient's data one reader (the patient, or an admin) may download an hour: the
 * copy plus two retries of a broken download. Each builds a zip of every photo and writes an
 * audit event, so a loop cannot fill the trail or keep the server busy (docs/security.md).
 */
export const DATA_EXPORT_RATE_LIMIT = { max: 3, windowSeconds: 60 * 60 };
export const OTP_SEND_IP_RATE_LIMIT = { max: 10, windowSeconds: 60 };
export const OTP_VERIFY_IP_RATE_LIMIT = { max: 10, windowSeconds: 60 };
/** Wrong codes on one phone within the window that lock its OTP login for OTP_LOCKOUT_SECONDS. */
export const OTP_LOCKOUT_FAILURES = 5;
export const OTP_FAILURE_WINDOW_SECONDS = 60 * 60;
/** Codes sent per day by the whole clinic: caps WhatsApp cost if the endpoint is abused. */
export const OTP_DAILY_SEND_CAP = 1000;

/**
 * The installable app (docs/design.md §4). The service worker and the page share these names: the
 * patient's cached API answers live in PATIENT_CACHE, which sign-out deletes.
 */
export const PATIENT_CACHE = 'tapalign-patient';
export const BLOG_CACHE = 'tapalign-blog';
export const IMAGE_CACHE = 'tapalign-images';
/** How long the service worker may answer from BLOG_CACHE and IMAGE_CACHE. */
export const PUBLIC_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * A replaced or deleted blog image is kept this long, so a blog list still cached by a browser
 * never asks for an image that is gone (docs/decisions/017-retired-blog-images-kept.md).
 */
export const RETIRED_FILE_KEEP_SECONDS = PUBLIC_CACHE_MAX_AGE_SECONDS + 24 * 60 * 60;
/** How long the service worker waits for the network before answering from PATIENT_CACHE. */
export const PATIENT_NETWORK_TIMEOUT_MS = 4000;
/**
 * Marks an answer the service worker gave from PATIENT_CACHE because the network failed or
 * was too slow: the page then knows it is showing a saved plan even when `navigator.onLine`
 * says it is online (a network that connects but reaches nothing).
 */
export const SAVED_ANSWER_HEADER = 'X-TapAlign-Saved';
/** Messages the page posts to the service worker. */
export const SW_MESSAGE = {
  skipWaiting: 'SKIP_WAITING',
  clearPatientData: 'CLEAR_PATIENT_DATA',
  /** The page's language, for the pages the worker answers from its cache. */
  language: 'LANGUAGE',
};
/** The dashboard address a home-screen shortcut opens to report an issue. */
export const REPORT_ISSUE_PATH = '/dashboard?report=issue';

/** Push reminders (docs/design.md §4). */
export const PUSH_MAX_SUBSCRIPTIONS = 5;
/**
 * "Send a test notification": per patient, since each one is a push sent (docs/security.md 11b).
 */
export const PUSH_TEST_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };
/** How long a push service keeps a reminder for a device that is offline. */
export const PUSH_REMINDER_TTL_SECONDS = 12 * 60 * 60;
/** A test notification is only worth showing while the patient is looking for it. */
export const PUSH_TEST_TTL_SECONDS = 10 * 60;
export const DEFAULT_REMINDER_HOUR = 9;
export const DEFAULT_REMINDER_CHECK_SECONDS = 60;

/** Aligners work only when worn about 22 hours a day: the daily wear goal, in minutes. */
export const WEAR_GOAL_MINUTES = 22 * 60;
/** How long a break may last before the patient is reminded to put the aligners back in. */
export const WEAR_BREAK_REMINDER_MINUTES = 60;
/** GET /api/wear: how many clinic days the log shows, unless asked for 1 to WEAR_DAYS_MAX. */
export const WEAR_DAYS_DEFAULT = 14;
export const WEAR_DAYS_MAX = 90;
/** POST /api/wear/events: events per batch (an offline phone sends what it kept). */
export const WEAR_EVENTS_MAX = 100;
/** A phone's clock may run this far ahead of the server's before its events are refused. */
export const WEAR_EVENT_MAX_AHEAD_MINUTES = 5;
/** Events older than this are refused: the log's figures for older days stay as shown. */
export const WEAR_EVENT_MAX_AGE_DAYS = 14;
/**
 * What one patient may post (docs/security.md 34b): a heavy day is about 40 events and
 * a phone back after 14 days offline sends about 6 batches, so these stay far above a person's
 * taps while bounding what a script can make the server store and work out.
 */
export const WEAR_BATCHES_PER_MINUTE = 30;
export const WEAR_EVENTS_PER_DAY = 1000;

/** Photo check-ins: the patient's photos of their aligners, for the clinic to review. */
export const CHECK_IN_PHOTOS_MAX = 3;
export const CHECK_IN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Photo types accepted by their bytes; each is stored as WebP. */
export const CHECK_IN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A phone's full-resolution photo (50 MP sensors) decodes; a decompression bomb does not. */
export const CHECK_IN_PHOTO_MAX_PIXELS = 50_000_000;
/** Stored photos are scaled down to at most this many pixels on their longest side. */
export const CHECK_IN_PHOTO_MAX_EDGE = 1600;
export const CHECK_IN_NOTE_MAX = 500;
export const CHECK_IN_COMMENT_MAX = 1000;
/** Check-ins per patient and clinic day: each one is up to 30 MB to read and re-encode. */
export const CHECK_INS_PER_DAY = 10;
/** Uploads one patient may have in flight at once (each is held in memory while it is checked). */
export const CHECK_IN_UPLOADS_AT_ONCE = 3;
/** The clinic's review of a check-in. */
export const CHECK_IN_REVIEW_STATUSES = ['on-track', 'needs-attention'] as const;
export type CheckInReviewStatus = (typeof CHECK_IN_REVIEW_STATUSES)[number];
/** How long a push service keeps the "your clinic replied" notification for an offline device. */
export const CHECK_IN_PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What a stored WebAuthn challenge is for: adding a passkey, or signing in with one. */
export const WEBAUTHN_PURPOSES = ['registration', 'authentication'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * The privacy notice's version (the date it took effect): a patient who agreed to another
 * version is asked again. Change it whenever the notice's text changes in substance.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
/** A reason given with an erasure request, at most this many characters. */
export const ERASURE_REASON_MAX = 1000;
/**
 * How long records are kept (the maintenance sweep deletes what is older). The audit trail is
 * kept as long as the treatment records it accounts for must be (3 years).
 */
export const AUDIT_EVENT_KEEP_DAYS = 3 * 365;
/**
 * The days the clinic promises to answer an erasure request in, counted in clinic days from the
 * day it was sent: the patient is told the date, the clinic's list shows it (docs/design.md §10).
 */
export const ERASURE_ANSWER_DAYS = 30;
/** An erasure request withdrawn or declined is kept this long, to answer for it; then deleted. */
export const CLOSED_ERASURE_REQUEST_KEEP_DAYS = 365;

/**
 * WhatsApp messages (their recipient, template, status; a code's digits are wiped once sent)
 * are kept 90 days: long enough for the clinic to see why a patient missed a message, short
 * enough that the outbox is not a second record of the treatment (docs/security.md).
 */
export const WHATSAPP_MESSAGE_KEEP_DAYS = 90;
