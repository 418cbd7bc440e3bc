import * as v from 'valibot';
import { say } from '../messages';
import { ISSUE_STATUSES, ISSUE_TYPES, type IssueType } from '../constants';
import { CalendarDateSchema, IdSchema, MultiLineSchema } from './common';

/** The issue type whose description says what the issue is: it cannot be left empty. */
export const ISSUE_TYPE_OTHER: IssueType = 'Other (please specify)';
export const OTHER_NEEDS_DESCRIPTION = /*i18n*/ 'Please describe the issue';

export const IssueQuerySchema = v.pipe(
  v.strictObject({
    issueType: v.picklist(ISSUE_TYPES, say(/*i18n*/ 'Please choose an issue type')),
    description: v.optional(MultiLineSchema(2000, /*i18n*/ 'Description'), ''),
    pauseProgress: v.optional(v.boolean('pauseProgress must be true or false'), false),
    addedBy: IdSchema,
  }),
  v.forward(
    v.partialCheck(
      [['issueType'], ['description']],
      ({ issueType, description }) => issueType !== ISSUE_TYPE_OTHER || description !== '',
      say(OTHER_NEEDS_DESCRIPTION),
    ),
    ['description'],
  ),
);

export const ResumeSchema = v.strictObject({
  issueStatus: v.literal('closed', "issueStatus must be 'closed'"),
  status: v.literal('active', "status must be 'active'"),
  resumeDate: CalendarDateSchema,
});

export const AdminPatchSchema = v.strictObject({
  issueStatus: v.literal('closed', "issueStatus must be 'closed'"),
  status: v.literal('active', "status must be 'active'"),
  issueId: v.optional(IdSchema),
});

export const IssuesQuerySchema = v.strictObject({
  status: v.optional(v.picklist(ISSUE_STATUSES, 'status must be open or closed')),
});

export type IssueQuery = v.InferOutput<typeof IssueQuerySchema>;
export type Resume = v.InferOutput<typeof ResumeSchema>;
