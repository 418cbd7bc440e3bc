/**
 * Configuration from environment variables, every one optional (docs/operations.md
 * "Configuration").
 */
import * as v from 'valibot';
import {
  DEFAULT_CLINIC_TIMEZONE,
  DEFAULT_REMINDER_CHECK_SECONDS,
  DEFAULT_REMINDER_HOUR,
} from '../shared/constants';
import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  DEFAULT_HEADERS_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
} from './lib/http-limits';
import {
  DEFAULT_PUSH_ALLOWED_HOSTS,
  parseAllowedHosts,
  type AllowedHost,
} from './services/push-hosts';

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), fallback ? '1' : '0'),
    v.transform((value) => !['0', 'false', 'no', 'off', ''].includes(value.toLowerCase())),
  );
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));
const wholeNumber = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
/** base64url of the given number of bytes (VAPID keys). */
const base64urlKey = (bytes: number, name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) =>
          /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
        `${name} must be ${bytes} bytes in base64url`,
      ),
    ),
  );

const EnvSchema = v.object({
  PORT: v.pipe(v.optional(v.string(), '3000'), v.transform(Number), v.integer(), v.minValue(0)),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  CLIENT_DIR: v.optional(v.string(), './dist/client'),
  DATABASE_URL: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: flag(true),
  CLINIC_TIMEZONE: v.pipe(
    v.optional(v.string(), DEFAULT_CLINIC_TIMEZONE),
    v.check(isTimeZone, 'CLINIC_TIMEZONE must be an IANA time zone such as Asia/Kolkata'),
  ),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  // With the Graph API version; `http` is accepted for a local stand-in (README "WhatsApp").
  WHATSAPP_API_BASE: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'WHATSAPP_API_BASE must be http(s)')),
    'https://graph.facebook.com/v21.0',
  ),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** Development: send WhatsApp messages to the local Cloud API stand-in (src/server/dev). */
  WHATSAPP_STAND_IN: flag(false),
  /** The most messages a second all instances send together: the Cloud API's default throughput. */
  WHATSAPP_RATE_PER_SECOND: wholeNumber(80, 1, 1_000),
  /** How many app instances share that rate: each sends at most 90 % of rate ÷ instances a second. */
  WHATSAPP_INSTANCES: wholeNumber(1, 1, 100),
  VAPID_PUBLIC_KEY: base64urlKey(65, 'VAPID_PUBLIC_KEY'),
  VAPID_PRIVATE_KEY: base64urlKey(32, 'VAPID_PRIVATE_KEY'),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:'),
    ),
    'mailto:clinic@tapalign.example',
  ),
  REMINDER_HOUR: wholeNumber(DEFAULT_REMINDER_HOUR, 0, 23),
  REMINDER_CHECK_SECONDS: wholeNumber(DEFAULT_REMINDER_CHECK_SECONDS, 1, 86_400),
  PUSH_ALLOWED_HOSTS: v.pipe(
    v.optional(v.string(), DEFAULT_PUSH_ALLOWED_HOSTS),
    v.rawTransform(({ dataset, addIssue, NEVER }): AllowedHost[] => {
      try {
        return parseAllowedHosts(dataset.value);
      } catch (error) {
        addIssue({ message: (error as Error).message });
        return NEVER;
      }
    }),
  ),
  TRUST_PROXY: flag(false),
  /** Browser tests only: lets any request set the server's clock (middleware/test-clock.ts). */
  TEST_CLOCK_HEADER: flag(false),
  /** Passkeys' relying party behind a proxy: the site's host name and its https origin. */
  RP_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9.-]+$/i, 'RP_ID must be a host name')),
  ),
  ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(),
      v.check(
        (value) => new URL(value).origin === value,
        'ORIGIN must be a bare origin such as https://tapalign.example',
      ),
    ),
  ),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(DEFAULT_REQUEST_TIMEOUT_SECONDS, 1, 3_600),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(DEFAULT_HEADERS_TIMEOUT_SECONDS, 1, 3_600),
  CONNECTIONS_PER_ADDRESS: wholeNumber(DEFAULT_CONNECTIONS_PER_ADDRESS, 0, 1_000_000),
  LIVECHAT_SRC: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
  /** Where new files go (docs/design.md §13); unset: `s3` when S3_BUCKET is set, else `database`. */
  FILE_STORE: v.optional(v.picklist(['database', 's3'], 'FILE_STORE must be database or s3')),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name'),
    ),
  ),
  /** An S3-compatible service's address (MinIO, R2…); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//i))),
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'us-east-1'),
  /** Unset: the SDK's own chain (an instance role, AWS_* variables, a profile). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  /** Every key of this clinic begins with it: clinics may share a bucket, one prefix each. */
  S3_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/,
        'S3_PREFIX must be folder names each ending in /',
      ),
    ),
    'files/',
  ),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type ParsedEnv = v.InferOutput<typeof EnvSchema>;
export type Env = ParsedEnv & { FILE_STORE: 'database' | 's3' };

/** Rules across variables: each answers a problem, or nothing. */
const CROSS_CHECKS: ((env: ParsedEnv) => string | undefined)[] = [
  (env) =>
    !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY
      ? undefined
      : 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both, or neither to generate a pair',
  (env) =>
    env.FILE_STORE === 's3' && !env.S3_BUCKET ? 'FILE_STORE: s3 needs S3_BUCKET' : undefined,
  (env) =>
    !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY
      ? undefined
      : 'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK credential chain',
];

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  const problems = result.success
    ? CROSS_CHECKS.flatMap((rule) => rule(result.output) ?? [])
    : result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  if (result.success && problems.length === 0) {
    const env = result.output;
    return { ...env, FILE_STORE: env.FILE_STORE ?? (env.S3_BUCKET ? 's3' : 'database') };
  }
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
