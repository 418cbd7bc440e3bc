import * as v from 'valibot';
import { say } from '../messages';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { EmailSchema, TenDigitsSchema } from './common';

export const EmailLoginSchema = v.strictObject({
  email: EmailSchema,
  password: v.pipe(
    v.string(say(/*i18n*/ 'Password is required')),
    v.nonEmpty(say(/*i18n*/ 'Password is required')),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      say(/*i18n*/ 'Password must be at most {max} characters', { max: PASSWORD_MAX_LENGTH }),
    ),
  ),
});

export const PhoneSchema = v.strictObject({ phone: TenDigitsSchema() });

/** POST /api/users/login takes either an email and password or a phone number. */
export const LoginSchema = v.union(
  [EmailLoginSchema, PhoneSchema],
  say(/*i18n*/ 'Send an email and password, or a phone number'),
);

const OtpSchema = v.pipe(
  v.string(say(/*i18n*/ 'Please enter a valid OTP')),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), say(/*i18n*/ 'Please enter a valid OTP')),
);

export const VerifyOtpSchema = v.strictObject({
  phone: TenDigitsSchema(),
  otp: OtpSchema,
});

/** A new password: length rules only (ASVS 6.2); the common-password check runs on the server. */
export const NewPasswordSchema = v.pipe(
  v.string('Password must be text'),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

export type EmailLogin = v.InferOutput<typeof EmailLoginSchema>;
export type VerifyOtp = v.InferOutput<typeof VerifyOtpSchema>;
