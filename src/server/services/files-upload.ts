/**
 * Upload checks (docs/security.md 22–23): the type is decided by the bytes, never by the name or
 * the declared type; images are decoded under a pixel cap and re-encoded, so only pixels are kept.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata, Sharp } from 'sharp';
import {
  CHECK_IN_PHOTO_MAX_BYTES,
  CHECK_IN_PHOTO_MAX_EDGE,
  CHECK_IN_PHOTO_MAX_PIXELS,
  CHECK_IN_PHOTO_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TYPE,
} from '../../shared/constants';
import { IMAGE_RULE, RESUME_ONLY_PDF } from '../../shared/schemas/content';
import { said, type Said } from '../../shared/messages';
import { HttpError } from '../lib/http-error';
import type { FormRules, PartPeek } from '../lib/multipart';
import { DATA_FIELD, newFile, type NewFile } from './files';
import { pdfOpenCheck } from './pdf-open-check';

/** A size cap in whole megabytes, as the messages name it. */
const megabytes = (bytes: number) => bytes / (1024 * 1024);
const tooLarge = (message: string | Said) => new HttpError(413, message);
const unsupported = (message: string | Said) => new HttpError(415, message);

/** sharp's names for the decoders of IMAGE_TYPES (AVIF is read by the HEIF decoder). */
const IMAGE_DECODERS = ['jpeg', 'png', 'webp', 'heif'];
/** Blog images are shown at most this wide; larger ones are scaled down when stored. */
const IMAGE_MAX_EDGE = 1600;

export const STORED_IMAGE_TYPE = 'image/webp';

/** sharp (and its native library) loads at the first image, not at start-up: restarts stay quick. */
export const loadSharp = async () => (await import('sharp')).default;

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

async function sniff(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/**
 * What an upload of pictures accepts, and its messages: `{megabytes}` and `{megapixels}` are
 * filled with its caps.
 */
interface PictureRule {
  messages: { tooLarge: string; tooManyPixels: string; unreadable: string };
  maxBytes: number;
  types: readonly string[];
  /** sharp's names for the decoders of `types`. */
  decoders: readonly string[];
  typeMessage: string;
  maxPixels: number;
  maxEdge: number;
}

/** Blog images are uploaded by staff, whose admin panel is English: no translation. */
const BLOG_IMAGE: PictureRule = {
  messages: {
    tooLarge: 'The image must be at most {megabytes} MB',
    tooManyPixels: 'The image must be at most {megapixels} megapixels',
    unreadable: 'The image could not be read',
  },
  maxBytes: IMAGE_MAX_BYTES,
  types: IMAGE_TYPES,
  decoders: IMAGE_DECODERS,
  typeMessage: IMAGE_RULE,
  maxPixels: IMAGE_MAX_PIXELS,
  maxEdge: IMAGE_MAX_EDGE,
};

const CHECK_IN_PHOTO_RULE = /*i18n*/ 'Each photo must be a JPEG, PNG or WebP image';

const CHECK_IN_PHOTO: PictureRule = {
  messages: {
    tooLarge: /*i18n*/ 'The photo must be at most {megabytes} MB',
    tooManyPixels: /*i18n*/ 'The photo must be at most {megapixels} megapixels',
    unreadable: /*i18n*/ 'The photo could not be read',
  },
  maxBytes: CHECK_IN_PHOTO_MAX_BYTES,
  types: CHECK_IN_PHOTO_TYPES,
  decoders: ['jpeg', 'png', 'webp'],
  typeMessage: CHECK_IN_PHOTO_RULE,
  maxPixels: CHECK_IN_PHOTO_MAX_PIXELS,
  maxEdge: CHECK_IN_PHOTO_MAX_EDGE,
};

/** A picture re-encoded as WebP: only its pixels are kept. */
export interface StoredPicture {
  file: NewFile;
  width: number;
  height: number;
}

/**
 * A picture by its bytes (never its name or declared type), decoded under the rule's pixel cap
 * and re-encoded. sharp works on libuv's threads: nothing here holds the event loop.
 */
async function preparePicture(
  upload: File,
  rule: PictureRule,
  kind: NewFile['kind'],
): Promise<StoredPicture> {
  if (upload.size > rule.maxBytes) {
    throw tooLarge(said(rule.messages.tooLarge, { megabytes: megabytes(rule.maxBytes) }));
  }
  const bytes = await bytesOf(upload);
  const type = await sniff(bytes);
  if (!type || !rule.types.includes(type)) throw unsupported(rule.typeMessage);
  const { data, info } = await reencode(bytes, rule);
  return { file: newFile(kind, STORED_IMAGE_TYPE, data), width: info.width, height: info.height };
}

/** A blog image: JPEG, PNG, WebP or AVIF by its bytes, ≤ 2 MB, ≤ 25 MP; stored as WebP. */
export async function prepareImage(upload: File): Promise<NewFile> {
  return (await preparePicture(upload, BLOG_IMAGE, 'image')).file;
}

/**
 * A check-in photo: JPEG, PNG or WebP by its bytes, ≤ 10 MB, ≤ 50 MP; stored as WebP of at most
 * 1600 px on its longest side, with no metadata (EXIF and its GPS position, XMP, ICC profile).
 */
export function prepareCheckInPhoto(upload: File): Promise<StoredPicture> {
  return preparePicture(upload, CHECK_IN_PHOTO, 'check-in-photo');
}

async function reencode(bytes: Uint8Array, rule: PictureRule) {
  const options = { limitInputPixels: rule.maxPixels, failOn: 'error' as const };
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it may look past the cap to report it.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(rule.messages.unreadable);
  }
  if (!rule.decoders.includes(metadata.format ?? '')) throw unsupported(rule.typeMessage);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > rule.maxPixels) {
    throw tooLarge(said(rule.messages.tooManyPixels, { megapixels: rule.maxPixels / 1_000_000 }));
  }
  try {
    return await toWebp(sharp(bytes, options).autoOrient(), rule.maxEdge);
  } catch {
    throw unsupported(rule.messages.unreadable);
  }
}

/**
 * The one output format for stored images: WebP, scaled down to fit `maxEdge`. sharp writes no
 * metadata unless asked to (keepMetadata, withExif…), so EXIF, XMP and ICC names are dropped.
 */
function toWebp(image: Sharp, maxEdge: number) {
  return image
    .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

/** Stored blog images and the demo art alike. */
export async function encodeWebp(image: Sharp): Promise<Buffer> {
  return (await toWebp(image, IMAGE_MAX_EDGE)).data;
}

const PDF_MAGIC = '%PDF-';
const RESUME_UNOPENABLE =
  /*i18n*/ 'The resume could not be opened as a PDF. Please attach a PDF that opens on your device.';

const startsAsPdf = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) === PDF_MAGIC;

/**
 * Watches the resume part of an application as it arrives: one that does not start as a PDF
 * is refused then (an empty part is left to the "attach your resume" rule).
 */
const RESUME_PEEK: PartPeek = {
  field: 'resume',
  bytes: PDF_MAGIC.length,
  check: (first) =>
    first.length > 0 && !startsAsPdf(first) ? unsupported(RESUME_ONLY_PDF) : undefined,
};

/** POST /api/apply-jobs: the application's JSON and one resume, watched as it starts. */
export const APPLICATION_FORM: FormRules = {
  fields: DATA_FIELD,
  files: { resume: { maxCount: 1, maxBytes: RESUME_MAX_BYTES } },
  peek: RESUME_PEEK,
};

/** POST and PUT /api/blogs: the post's JSON and at most one image. */
export const BLOG_FORM: FormRules = {
  fields: DATA_FIELD,
  files: { image: { maxCount: 1, maxBytes: IMAGE_MAX_BYTES } },
};

/** One checker for the process: its worker parses one PDF at a time. */
const pdfOpens = pdfOpenCheck();

/**
 * A resume: a `.pdf` name and PDF bytes (`%PDF-`) that a PDF reader opens, ≤ 5 MB; stored
 * byte for byte.
 */
export async function prepareResume(file: File): Promise<NewFile> {
  if (file.size > RESUME_MAX_BYTES) {
    throw tooLarge(
      said(/*i18n*/ 'The resume must be at most {megabytes} MB', {
        megabytes: megabytes(RESUME_MAX_BYTES),
      }),
    );
  }
  if (!/\.pdf$/i.test(file.name)) throw unsupported(RESUME_ONLY_PDF);
  const bytes = await bytesOf(file);
  if (!startsAsPdf(bytes) || (await sniff(bytes)) !== RESUME_TYPE) {
    throw unsupported(RESUME_ONLY_PDF);
  }
  if (!(await pdfOpens(bytes))) throw unsupported(RESUME_UNOPENABLE);
  return newFile('resume', RESUME_TYPE, bytes);
}
