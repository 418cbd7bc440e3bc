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
  WHATSAPP_API_BASE: v.optional(v.pipe(v.string(), v.url()), 'https://graph.facebook.com/v21.0'),
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

export type Env = v.InferOutput<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success && !result.output.VAPID_PUBLIC_KEY === !result.output.VAPID_PRIVATE_KEY) {
    return result.output;
  }
  const problems = result.success
    ? ['VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both, or neither to generate a pair']
    : result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
