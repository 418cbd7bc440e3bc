/** The board's sorting, in the browser: the server sends the whole board. */
import type { DataTableSortStatus } from 'mantine-datatable';
import { compareBoardRows } from '../../../../shared/compliance-rules';
import { RISK_RANK } from './reasons';
import type { ComplianceRow } from './types';

export type SortStatus = DataTableSortStatus<ComplianceRow>;

/** The server's own order: act, watch, ok, then the lowest average wear first. */
export const DEFAULT_SORT: SortStatus = { columnAccessor: 'risk', direction: 'asc' };

/** A missing average (no complete day yet) sorts as fully worn: it is no cause for concern. */
const wear = (row: ComplianceRow) => row.wear7d.avgWornMinutes ?? Infinity;

const KEYS: Record<string, (row: ComplianceRow) => number | string> = {
  name: (row) => row.name.toLocaleLowerCase(),
  risk: (row) => RISK_RANK[row.risk],
  'wear7d.avgWornMinutes': wear,
  'wear7d.daysUnderGoal': (row) => row.wear7d.daysUnderGoal,
  'lateSwitches.maxLateByDays': (row) => row.lateSwitches.maxLateByDays,
  'openIssues.count': (row) => row.openIssues.count,
  currentAligner: (row) => row.currentAligner,
};

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted by the column; ties keep the board's own order, so equal rows stay sensible. */
export function sortRows(rows: ComplianceRow[], { columnAccessor, direction }: SortStatus) {
  const key = KEYS[String(columnAccessor)] ?? KEYS.risk!;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(key(a), key(b)) || compareBoardRows(a, b));
}
