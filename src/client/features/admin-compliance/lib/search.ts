/** The board's address: `?risk=act` filters, `?patient=<id>` opens that patient's drawer. */
import * as v from 'valibot';
import { RISKS } from './types';

export const ComplianceSearchSchema = v.object({
  risk: v.fallback(v.optional(v.picklist(RISKS)), undefined),
  patient: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
});

export type ComplianceSearch = v.InferOutput<typeof ComplianceSearchSchema>;
