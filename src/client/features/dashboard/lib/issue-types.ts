/** Each issue type in the reader's language; the server is sent and answers its English value. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IssueType } from '../../../../shared/constants';

export const ISSUE_TYPE_LABELS: Record<IssueType, MessageDescriptor> = {
  'Aligner not fitting properly': msg`Aligner not fitting properly`,
  'Lost/Damaged Aligner': msg`Lost/Damaged Aligner`,
  'Pain or discomfort': msg`Pain or discomfort`,
  'Other (please specify)': msg`Other (please specify)`,
};

/** An issue's type as the reader reads it; one the app does not know, as the server wrote it. */
export function issueTypeLabel(type: string, i18n: I18n): string {
  const label = ISSUE_TYPE_LABELS[type as IssueType] as MessageDescriptor | undefined;
  return label ? i18n._(label) : type;
}
