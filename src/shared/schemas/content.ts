/** Blogs, jobs and job applications: one schema each, for the admin forms and the API alike. */
import * as v from 'valibot';
import { say } from '../messages';
import { BLOG_PAGE_MAX, BLOG_PAGE_SIZE } from '../constants';
import {
  EmailSchema,
  IdSchema,
  MultiLineSchema,
  oneMessage,
  QueryIntSchema,
  SingleLineSchema,
  TenDigitsSchema,
} from './common';
import { invisibleCharacterIn } from '../text-rules';

/** Optional text: absent or blank is stored as ''. */
const optionalLines = (max: number, label: string) => v.optional(MultiLineSchema(max, label), '');
const optionalLine = (max: number, label: string) =>
  v.optional(
    v.pipe(MultiLineSchema(max, label), v.regex(/^[^\r\n]*$/, `${label} must be on one line`)),
    '',
  );

/** The multipart field `data` of POST /api/blogs and PUT /api/blogs/:id (plain text only). */
export const BlogDataSchema = v.strictObject({
  title: SingleLineSchema(200, 'Title'),
  category: optionalLine(60, 'Category'),
  description: optionalLines(20_000, 'Description'),
  addedBy: optionalLine(100, 'Added by'),
});

export const BlogsQuerySchema = v.strictObject({
  limit: v.optional(QueryIntSchema(1, BLOG_PAGE_MAX), String(BLOG_PAGE_SIZE)),
  page: v.optional(QueryIntSchema(1, 100_000), '1'),
  sortBy: v.optional(v.picklist(['createdAt'], 'sortBy must be createdAt'), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
});

const jobFields = {
  title: SingleLineSchema(120, 'Title'),
  description: v.pipe(MultiLineSchema(5000, 'Description'), v.nonEmpty('Description is required')),
  department: SingleLineSchema(80, 'Department'),
  jobType: SingleLineSchema(40, 'Job type'),
  location: SingleLineSchema(120, 'Location'),
  salaryRange: SingleLineSchema(60, 'Salary range'),
  education: SingleLineSchema(200, 'Education'),
  experience: SingleLineSchema(120, 'Experience'),
};

export const JobSchema = v.strictObject(jobFields);

/** PUT /api/jobs/:id: the same fields; the spec's client also sends the job's own id. */
export const JobUpdateSchema = v.strictObject({
  ...jobFields,
  _id: v.optional(v.string()),
  id: v.optional(v.string()),
});

const APPLICANT_NAME_HINT = say(
  /*i18n*/ 'Must be 3 to 30 characters containing only letters, numbers or dash',
);

/**
 * The multipart field `data` of POST /api/apply-jobs (docs/product-spec.md §5 "Job application").
 */
export const ApplicationDataSchema = v.strictObject({
  name: oneMessage(
    v.pipe(
      v.string(APPLICANT_NAME_HINT),
      v.trim(),
      v.nonEmpty(say(/*i18n*/ 'Full name is required')),
      v.minLength(3, APPLICANT_NAME_HINT),
      v.maxLength(30, APPLICANT_NAME_HINT),
      v.regex(/^\p{L}[\p{L}\p{M}\d -]*$/u, APPLICANT_NAME_HINT),
      // The blank "letters" (Hangul fillers) pass the pattern but draw nothing.
      v.check((name) => invisibleCharacterIn(name) === null, APPLICANT_NAME_HINT),
    ),
  ),
  email: EmailSchema,
  phone: TenDigitsSchema(),
  job: v.pipe(
    v.string(say(/*i18n*/ 'Position is required')),
    v.nonEmpty(say(/*i18n*/ 'Position is required')),
    IdSchema,
  ),
  about: optionalLines(2000, /*i18n*/ 'About'),
});

/** The blog image rule, said up front by the form and answered by the server (415). */
export const IMAGE_RULE = 'Only JPEG, PNG, WebP or AVIF images are allowed';
export const IMAGE_REQUIRED = 'Add an image for the blog';

/** The resume field's rule shown by the form (checked again by the bytes on the server). */
export const RESUME_ONLY_PDF = /*i18n*/ 'Only PDF is allowed';

export type BlogData = v.InferOutput<typeof BlogDataSchema>;
export type BlogsQuery = v.InferOutput<typeof BlogsQuerySchema>;
export type JobInput = v.InferOutput<typeof JobSchema>;
export type ApplicationData = v.InferOutput<typeof ApplicationDataSchema>;
