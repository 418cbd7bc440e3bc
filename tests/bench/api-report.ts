/** The API benchmark's table: one row per figure, its target beside it. */
import type { Figures } from './api-load';

type Kind = 'pglite' | 'postgres';

export type Row =
  | {
      kind: Kind;
      figure: 'config' | 'current-user';
      connections: number;
      app: Figures;
      bare: number;
      ratio: number;
    }
  | { kind: Kind; figure: 'search'; connections: number; app: Figures }
  | { kind: Kind; figure: 'xlsx'; download: { seconds: number; bytes: number; status: number } };

const DATABASE: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const CALL: Record<Row['figure'], string> = {
  config: '`GET /api/config`',
  'current-user': '`POST /api/users/current-user`',
  search: '`GET /api/users?q=patient12`',
  xlsx: '`users.xlsx` (10,000 patients)',
};

/** The target and whether the row meets it; null where the issue sets none for that database. */
function target(row: Row): [string, boolean] | null {
  switch (row.figure) {
    case 'config':
      return ['≥ 50 % of bare', row.ratio >= 0.5];
    case 'current-user':
      return row.kind === 'postgres' ? ['≥ 10 % of bare', row.ratio >= 0.1] : null;
    case 'search':
      return row.kind === 'postgres'
        ? ['≥ 300 req/s, p99 ≤ 100 ms', row.app.rps >= 300 && row.app.p99 <= 100]
        : null;
    case 'xlsx':
      return ['≤ 1.0 s', row.download.status === 200 && row.download.seconds <= 1];
  }
}

function cells(row: Row): string[] {
  if (row.figure === 'xlsx') {
    const { seconds, bytes, status } = row.download;
    const size = `${(bytes / 1024 / 1024).toFixed(1)} MiB${status === 200 ? '' : `, HTTP ${status}`}`;
    return ['—', `${seconds.toFixed(2)} s (${size})`, '', '', ''];
  }
  const { rps, p50, p99, errors } = row.app;
  const fault = errors ? `, ${errors} errors` : '';
  const result = `${rps.toFixed(0)} req/s${fault}`;
  const latency = `${p50} / ${p99} ms`;
  if (row.figure === 'search') return [String(row.connections), result, latency, '', ''];
  const ratio = `${(row.ratio * 100).toFixed(1)} %`;
  return [String(row.connections), result, latency, row.bare.toFixed(0), ratio];
}

export function formatTable(rows: Row[]): string {
  const header = [
    'database',
    'call',
    'conn.',
    'result',
    'p50 / p99',
    'bare node req/s',
    'of bare',
    'target',
    'met',
  ];
  const lines = rows.map((row) => {
    const goal = target(row);
    return [
      DATABASE[row.kind],
      CALL[row.figure],
      ...cells(row),
      goal?.[0] ?? '—',
      goal ? (goal[1] ? 'yes' : 'NO') : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join(
    '\n',
  );
}
