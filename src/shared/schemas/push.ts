import * as v from 'valibot';

/** A P-256 public key, uncompressed (65 bytes starting 0x04), in base64url: 87 characters. */
const P256dhSchema = v.pipe(
  v.string('keys.p256dh is required'),
  v.regex(/^B[A-Za-z0-9_-]{86}=?$/, 'keys.p256dh must be a P-256 public key in base64url'),
);
/** The 16-byte authentication secret in base64url: 22 characters. */
const AuthSecretSchema = v.pipe(
  v.string('keys.auth is required'),
  v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'keys.auth must be 16 bytes in base64url'),
);

const PushEndpointSchema = v.pipe(
  v.string('endpoint is required'),
  v.trim(),
  v.maxLength(2048, 'endpoint is too long'),
  v.url('endpoint must be a URL'),
  v.startsWith('https://', 'endpoint must use https'),
);

/** What `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionSchema = v.strictObject({
  endpoint: PushEndpointSchema,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.strictObject({ p256dh: P256dhSchema, auth: AuthSecretSchema }),
});

export const PushUnsubscribeSchema = v.strictObject({ endpoint: PushEndpointSchema });

export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;
