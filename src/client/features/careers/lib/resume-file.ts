/**
 * The resume picker's rule (docs/product-spec.md §5): required, PDF only, at most the server's size
 * limit. The messages are descriptors, said in the reader's language where they are shown
 * (`i18n._`).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RESUME_MAX_BYTES, RESUME_TYPE } from '../../../../shared/constants';

const MAX_MB = RESUME_MAX_BYTES / 1024 / 1024;
const RESUME_REQUIRED = msg`Please attach your resume`;
/** The shared schema's RESUME_ONLY_PDF, word for word. */
const RESUME_ONLY_PDF = msg`Only PDF is allowed`;
const RESUME_TOO_LARGE = msg`The resume must be at most ${MAX_MB} MB`;
/** Said before a file is chosen: the spec's rule, and the size limit up front. */
export const RESUME_HINT = msg`Only PDF is allowed, up to ${MAX_MB} MB`;

/** The message for a chosen file, or undefined when it may be sent (the server checks the bytes). */
export function resumeError(file: File | null): MessageDescriptor | undefined {
  if (!file) return RESUME_REQUIRED;
  const looksLikePdf = file.type === RESUME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return RESUME_ONLY_PDF;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE;
  return undefined;
}
