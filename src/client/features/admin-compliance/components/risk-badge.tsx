import { Badge } from '@mantine/core';
import { RISK_LABELS } from '../lib/reasons';
import type { Risk } from '../lib/types';

/**
 * Filled in dark shades so the white text keeps WCAG AA contrast, and always the word itself:
 * the colour is never the only sign. Mantine's own orange and green shades under white are
 * short of AA, hence these.
 */
const RISK_COLORS: Record<Risk, string> = {
  act: 'red.9',
  watch: '#8a4500',
  ok: '#1f7a33',
};

export function RiskBadge({ risk }: { risk: Risk }) {
  return (
    <Badge
      variant="filled"
      color={RISK_COLORS[risk]}
      // At its full width: in a narrow cell Mantine would cut the word.
      style={{ minWidth: 'max-content' }}
      data-risk={risk}
    >
      {RISK_LABELS[risk]}
    </Badge>
  );
}
