/** Configuration from environment variables, every one optional (README "Configuration"). */
import * as v from 'valibot';
import { DEFAULT_CLINIC_TIMEZONE } from '../shared/constants';

const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), fallback ? '1' : '0'),
    v.transform((value) => !['0', 'false', 'no', 'off', ''].includes(value.toLowerCase())),
  );
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

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
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:'),
    ),
    'mailto:clinic@tapalign.example',
  ),
  TRUST_PROXY: flag(false),
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
  if (result.success) return result.output;
  const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
