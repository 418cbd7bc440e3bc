/** The board's and the wear log's answers, with the shapes the server builds them with. */
export {
  RISK_LEVELS as RISKS,
  type ComplianceRow,
  type Risk,
} from '../../../../shared/compliance-rules';
export type { WearLog } from '../../../../shared/wear-rules';

/** The drawer's chart: the last two weeks. */
export const CHART_DAYS = 14;
