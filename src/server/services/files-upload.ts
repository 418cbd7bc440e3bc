/**
 * Upload checks (SECURITY.md 22–23): the type is decided by the bytes, never by the name or the
 * declared type; images are decoded under a pixel cap and re-encoded, so only pixels are kept.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata, Sharp } from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TYPE,
} from '../../shared/constants';
import { IMAGE_RULE, RESUME_ONLY_PDF } from '../../shared/schemas/content';
import { HttpError } from '../lib/http-error';
import type { PartPeek } from '../lib/multipart-peek';
import { newFile, type NewFile } from './files';
import { pdfOpenCheck } from './pdf-open-check';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const tooLarge = (message: string) => new HttpError(413, message);
const unsupported = (message: string) => new HttpError(415, message);

/** sharp's names for the decoders we accept (AVIF is read by the HEIF decoder). */
const IMAGE_DECODERS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** Blog images are shown at most this wide; larger ones are scaled down when stored. */
const IMAGE_MAX_EDGE = 1600;

export const STORED_IMAGE_TYPE = 'image/webp';

/** sharp (and its native library) loads at the first image, not at start-up: restarts stay quick. */
export const loadSharp = async () => (await import('sharp')).default;

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

async function sniff(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** A blog image: JPEG, PNG, WebP or AVIF by its bytes, ≤ 2 MB, ≤ 25 MP; stored as WebP. */
export async function prepareImage(file: File): Promise<NewFile> {
  if (file.size > IMAGE_MAX_BYTES) {
    throw tooLarge(`The image must be at most ${megabytes(IMAGE_MAX_BYTES)}`);
  }
  const bytes = await bytesOf(file);
  const type = await sniff(bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type)) throw unsupported(IMAGE_RULE);
  return newFile('image', STORED_IMAGE_TYPE, await reencode(bytes));
}

async function reencode(bytes: Uint8Array): Promise<Buffer> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it may look past the cap to report it.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported('The image could not be read');
  }
  if (!IMAGE_DECODERS.has(metadata.format ?? '')) throw unsupported(IMAGE_RULE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw tooLarge(`The image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
  }
  try {
    return await encodeWebp(sharp(bytes, options).autoOrient());
  } catch {
    throw unsupported('The image could not be read');
  }
}

/** The one output format for stored images (uploads and the demo art alike). */
export function encodeWebp(image: Sharp): Promise<Buffer> {
  return image
    .resize({
      width: IMAGE_MAX_EDGE,
      height: IMAGE_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
}

const PDF_MAGIC = '%PDF-';
export const RESUME_UNOPENABLE =
  'The resume could not be opened as a PDF. Please attach a PDF that opens on your device.';

const startsAsPdf = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) === PDF_MAGIC;

/**
 * Watches the resume part of an application as it arrives: one that does not start as a PDF
 * is refused then (an empty part is left to the "attach your resume" rule).
 */
export const RESUME_PEEK: PartPeek = {
  field: 'resume',
  bytes: PDF_MAGIC.length,
  check: (first) =>
    first.length > 0 && !startsAsPdf(first) ? unsupported(RESUME_ONLY_PDF) : undefined,
};

/** One checker for the process: its worker parses one PDF at a time. */
const pdfOpens = pdfOpenCheck();

/**
 * A resume: a `.pdf` name and PDF bytes (`%PDF-`) that a PDF reader opens, ≤ 5 MB; stored
 * byte for byte.
 */
export async function prepareResume(file: File): Promise<NewFile> {
  if (file.size > RESUME_MAX_BYTES) {
    throw tooLarge(`The resume must be at most ${megabytes(RESUME_MAX_BYTES)}`);
  }
  if (!/\.pdf$/i.test(file.name)) throw unsupported(RESUME_ONLY_PDF);
  const bytes = await bytesOf(file);
  if (!startsAsPdf(bytes) || (await sniff(bytes)) !== RESUME_TYPE) {
    throw unsupported(RESUME_ONLY_PDF);
  }
  if (!(await pdfOpens(bytes))) throw unsupported(RESUME_UNOPENABLE);
  return newFile('resume', RESUME_TYPE, bytes);
}
