/**
 * The contact form and the footer newsletter form (docs/product-spec.md §5), for the pages and the
 * API.
 */
import * as v from 'valibot';
import { EmailSchema, MultiLineSchema, NameSchema, TenDigitsSchema } from './common';

export const ContactSchema = v.strictObject({
  name: NameSchema(100),
  mobile: TenDigitsSchema(),
  email: EmailSchema,
  message: v.optional(MultiLineSchema(2000, /*i18n*/ 'Message'), ''),
});

export const NewsletterSchema = v.strictObject({ email: EmailSchema });

export type ContactInput = v.InferOutput<typeof ContactSchema>;
export type NewsletterInput = v.InferOutput<typeof NewsletterSchema>;

/** GET /api/contact → { messages } (admin). */
export interface ContactMessage {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  createdAt: string;
}

/** GET /api/newsletter → { subscribers } (admin). */
export interface NewsletterSubscriber {
  _id: string;
  email: string;
  createdAt: string;
}
