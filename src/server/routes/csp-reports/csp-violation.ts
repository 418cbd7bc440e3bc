/**
 * What is kept of a CSP violation report: the directive that was violated and the origin of
 * what it blocked, both from short lists of known forms. Never a full address (a page's or a
 * resource's path and query may name a patient), never the document, referrer or code sample.
 * Anyone can send a report, so the origin's host is not kept as sent either: its name is reduced
 * to its last two labels (`https://*.cdn.example`), each in plain ASCII letters, digits and
 * hyphens (IDN in punycode) and at most HOST_LABEL_MAX long; a name that is not one is "other".
 * An admin reading the counts never sees a sentence or a look-alike someone chose.
 */
import { LegacyCspReportSchema, ReportingApiBodySchema } from '../../../shared/schemas/csp-report';
import { CSP_REPORTS_PER_BATCH } from '../../lib/http-limits';
import { parseWith } from '../../lib/validate';

export interface Violation {
  directive: string;
  blocked: string;
}

export const OTHER = 'other';

const DIRECTIVES = new Set([
  'base-uri',
  'child-src',
  'connect-src',
  'default-src',
  'fenced-frame-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'prefetch-src',
  'require-trusted-types-for',
  'sandbox',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'worker-src',
]);

/** What browsers report in place of an address for what has none. */
const KEYWORDS = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'self',
  'trusted-types-policy',
  'trusted-types-sink',
]);
const SCHEME_ONLY = new Set(['data', 'blob', 'filesystem', 'about', 'javascript']);

function directiveOf(text: string | undefined): string {
  const name = text?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : OTHER;
}

/** The origin of a blocked address (`https://host:port`), a scheme alone, or a keyword. */
function blockedOf(text: string | undefined): string {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '') return 'none';
  if (KEYWORDS.has(value)) return value;
  if (SCHEME_ONLY.has(value)) return `${value}:`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return OTHER;
  }
  const scheme = url.protocol.slice(0, -1);
  if (['http', 'https', 'ws', 'wss'].includes(scheme)) {
    const host = shownHost(url.hostname);
    return host === null ? OTHER : `${scheme}://${host}${url.port ? `:${url.port}` : ''}`;
  }
  // Browser extensions, data: and blob: addresses: the scheme says enough.
  return /^[a-z][a-z0-9+.-]{0,30}$/.test(scheme) ? `${scheme}:` : OTHER;
}

const HOST_LABEL_MAX = 30;
const HOST_LABEL = new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${HOST_LABEL_MAX - 2}}[a-z0-9])?$`);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A host as admins read it: an address as is, a name by its last two labels; null if odd. */
function shownHost(hostname: string): string | null {
  if (IPV4.test(hostname) || /^\[[0-9a-f:.]{2,45}\]$/.test(hostname)) return hostname;
  const labels = hostname.split('.');
  const kept = labels.slice(-2);
  if (!kept.every((label) => HOST_LABEL.test(label))) return null;
  return (labels.length > 2 ? '*.' : '') + kept.join('.');
}

/** The violations of a report body, by its content type; at most CSP_REPORTS_PER_BATCH. */
export function violationsIn(body: unknown, contentType: string): Violation[] {
  if (contentType === 'application/reports+json') {
    return parseWith(ReportingApiBodySchema, body)
      .filter((report) => report.type === 'csp-violation' && report.body)
      .slice(0, CSP_REPORTS_PER_BATCH)
      .map(({ body: report }) => ({
        directive: directiveOf(report!.effectiveDirective),
        blocked: blockedOf(report!.blockedURL),
      }));
  }
  const report = parseWith(LegacyCspReportSchema, body)['csp-report'];
  return [
    {
      directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
      blocked: blockedOf(report['blocked-uri']),
    },
  ];
}
