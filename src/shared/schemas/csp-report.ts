/**
 * Content-Security-Policy violation reports, as browsers send them: the Reporting API's
 * `application/reports+json` (a list of reports) and the older `report-uri` form,
 * `application/csp-report`. Only the fields the server counts are read; browsers add others.
 */
import * as v from 'valibot';

const Text = v.optional(v.string());

export const ReportingApiBodySchema = v.array(
  v.looseObject({
    type: v.string(),
    body: v.optional(v.looseObject({ effectiveDirective: Text, blockedURL: Text })),
  }),
);

export const LegacyCspReportSchema = v.looseObject({
  'csp-report': v.looseObject({
    'effective-directive': Text,
    'violated-directive': Text,
    'blocked-uri': Text,
  }),
});

/** One count, as admins read them: a directive, the origin it blocked, how often. */
export interface CspReportCount {
  directive: string;
  blocked: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
}
