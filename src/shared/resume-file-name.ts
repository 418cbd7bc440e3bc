/**
 * A resume's download name, after its applicant and opening: `Priya-Sharma-Orthodontist-resume.pdf`.
 * The server sends it in Content-Disposition and the admin's viewer saves under it, so both
 * agree. `ascii` is safe on every file system and in any header (accents folded, anything else
 * but letters and digits a dash); `original` keeps the applicant's own spelling, for an RFC 6266
 * `filename*`.
 */

/** Each part is cut to this many characters, so a long title cannot make a long name. */
const PART_MAX = 40;
const SUFFIX = 'resume.pdf';

export interface ResumeOwner {
  name: string;
  jobTitle: string;
}

const foldToAscii = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

const asciiPart = (text: string) =>
  foldToAscii(text)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PART_MAX)
    .replace(/-+$/, '');

/** Letters, marks and digits of any script; separators, punctuation and controls become dashes. */
const originalPart = (text: string) =>
  [
    ...text
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  ]
    .slice(0, PART_MAX)
    .join('')
    .replace(/-+$/, '');

const join = (parts: string[]) => [...parts.filter(Boolean), SUFFIX].join('-');

export function resumeFileName({ name, jobTitle }: ResumeOwner): {
  ascii: string;
  original: string;
} {
  return {
    ascii: join([asciiPart(name), asciiPart(jobTitle)]),
    original: join([originalPart(name), originalPart(jobTitle)]),
  };
}

/** RFC 5987's encoding of a `filename*` value (UTF-8, percent-encoded). */
const encodeExtendedValue = (value: string) =>
  `UTF-8''${encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/** `attachment; filename="<ascii>"; filename*=UTF-8''<original>` (RFC 6266). */
export function resumeContentDisposition(owner: ResumeOwner): string {
  const { ascii, original } = resumeFileName(owner);
  return `attachment; filename="${ascii}"; filename*=${encodeExtendedValue(original)}`;
}
