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
import { LANGUAGES, DEFAULT_LANGUAGE } from '../languages';

/** Optional text: absent or blank is stored as ''. */
const optionalLines = (max: number, label: string) => v.optional(MultiLineSchema(max, label), '');
const optionalLine = (max: number, label: string) =>
  v.optional(
    v.pipe(MultiLineSchema(max, label), v.regex(/^[^\r\n]*$/, `${label} must be on one line`)),
    '',
  );

/**
 * A post's or an opening's optional Hindi and Marathi versions (docs/design.md §2 "Content"),
 * each checked by the same rules as its English fields. Absent: English only.
 */
const translationsOf = <S extends v.GenericSchema>(version: S) =>
  v.optional(v.strictObject({ hi: v.optional(version), mr: v.optional(version) }));

/** A post's words, in English or in a version (the author's name has none). */
export const BlogTextSchema = v.strictObject({
  title: SingleLineSchema(200, 'Title'),
  category: optionalLine(60, 'Category'),
  description: optionalLines(20_000, 'Description'),
});

/** A post's English words and its author: the admin form's own fields. */
export const BlogFieldsSchema = v.strictObject({
  ...BlogTextSchema.entries,
  addedBy: optionalLine(100, 'Added by'),
});

/** The multipart field `data` of POST /api/blogs and PUT /api/blogs/:id (plain text only). */
export const BlogDataSchema = v.strictObject({
  ...BlogFieldsSchema.entries,
  translations: translationsOf(BlogTextSchema),
});

/**
 * What the public reads of blogs and jobs take: `lang`, the language to answer the text in
 * where the record has a version in it (English otherwise; each record says which in its own
 * `lang`), and `include=translations` for the admin's forms, which edit every version.
 */
const contentViewFields = {
  lang: v.optional(v.picklist(LANGUAGES, 'lang must be en, hi or mr'), DEFAULT_LANGUAGE),
  include: v.optional(v.picklist(['translations'], 'include must be translations')),
};

export const ContentViewQuerySchema = v.strictObject(contentViewFields);

export const BlogsQuerySchema = v.strictObject({
  limit: v.optional(QueryIntSchema(1, BLOG_PAGE_MAX), String(BLOG_PAGE_SIZE)),
  page: v.optional(QueryIntSchema(1, 100_000), '1'),
  sortBy: v.optional(v.picklist(['createdAt'], 'sortBy must be createdAt'), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc'], 'order must be asc or desc'), 'desc'),
  ...contentViewFields,
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

/** An opening's words, in English or in a version: every field, by the same rules. */
export const JobTextSchema = v.strictObject(jobFields);

export const JobSchema = v.strictObject({
  ...jobFields,
  translations: translationsOf(JobTextSchema),
});

/** PUT /api/jobs/:id: the same fields; the spec's client also sends the job's own id. */
export const JobUpdateSchema = v.strictObject({
  ...jobFields,
  translations: translationsOf(JobTextSchema),
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
export type BlogText = v.InferOutput<typeof BlogTextSchema>;
export type BlogsQuery = v.InferOutput<typeof BlogsQuerySchema>;
export type ContentView = v.InferOutput<typeof ContentViewQuerySchema>;
export type JobInput = v.InferOutput<typeof JobSchema>;
export type JobText = v.InferOutput<typeof JobTextSchema>;
export type ApplicationData = v.InferOutput<typeof ApplicationDataSchema>;
