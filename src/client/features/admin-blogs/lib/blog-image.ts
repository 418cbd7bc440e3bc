/** The blog image picker's rule, said up front and checked before upload (the server re-checks). */
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../shared/constants';
import { IMAGE_REQUIRED, IMAGE_RULE } from '../../../../shared/schemas/content';

const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;
export const IMAGE_HINT = `JPEG, PNG, WebP or AVIF, up to ${IMAGE_MAX_MB} MB`;
const IMAGE_TOO_LARGE = `The image must be at most ${IMAGE_MAX_MB} MB`;
export const IMAGE_ACCEPT = [...IMAGE_TYPES];

/** The message for a chosen image, or undefined when it may be sent. */
export function imageError(file: File | null, required: boolean): string | undefined {
  if (!file) return required ? IMAGE_REQUIRED : undefined;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_RULE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}
