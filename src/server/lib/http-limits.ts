/**
 * The HTTP server's limits (docs/operations.md "Configuration" for the ones an operator may
 * change).
 *
 * Time to send a whole request: the largest body the API takes is a resume upload, 5 MB plus
 * 256 KB for the form's other fields (UPLOAD_BODY_MAX_BYTES, about 44 million bits). A phone on
 * a slow 3G link uploads at about 400 kbit/s (the "Slow 3G" profile of browsers' network
 * throttling) and so needs 110 s for it, plus a few round trips of 2 s: 180 s leaves it about
 * a minute to spare, where Node's default held a slow or stalled body for 5 minutes.
 */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 180;
/** Time to send the request line and headers (a few KB: one or two round trips on any link). */
export const DEFAULT_HEADERS_TIMEOUT_SECONDS = 20;
/**
 * Connections one peer address may hold open at once. A browser opens at most 6 per site, so
 * 128 lets a clinic or an office of about 20 people share one address (NAT), and the load
 * benchmarks' 50 connections pass.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 128;
/** How often Node checks the request and header timeouts of open connections. */
export const TIMEOUT_CHECK_MS = 1_000;
/**
 * Idle keep-alive connections stay open longer than clients and proxies keep theirs, so a
 * client never sends a request on a connection the server is closing at that moment.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Lingering close (nginx's `lingering_time` and `lingering_timeout`): after an early answer,
 * what the client still sends is read and discarded for at most this long in all, and at most
 * LINGER_IDLE_MS without a byte, and at most LINGER_MAX_BYTES (a refused 6 MB resume fits
 * well; a body announced larger is not waited for).
 */
export const LINGER_MS = 30_000;
export const LINGER_IDLE_MS = 5_000;
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * CSP violation reports (routes/csp-reports, docs/security.md "CSP reports"): a report body is
 * small (a browser batches a few reports), one address may post a report batch every two
 * seconds or so, and a batch counts at most CSP_REPORTS_PER_BATCH reports. Counts are kept per
 * UTC day for CSP_REPORT_KEEP_DAYS. A day holds at most CSP_REPORT_MAX_ROWS_PER_DAY
 * directive-and-origin pairs, and one address may add at most CSP_REPORT_NEW_PAIRS_PER_ADDRESS
 * of them a day: past either, its new pairs are counted together as "other". A real policy
 * problem is a handful of pairs reported by many browsers; an invented flood is many pairs
 * from few addresses.
 */
export const CSP_REPORT_BODY_MAX_BYTES = 32 * 1024;

/**
 * A WhatsApp webhook delivery: Meta documents payloads of up to 3 MB (several messages and
 * statuses batched). Only the signature's HMAC runs over a body before it is known to be Meta's.
 */
export const WHATSAPP_WEBHOOK_BODY_MAX_BYTES = 3 * 1024 * 1024;
export const CSP_REPORTS_PER_BATCH = 20;
export const CSP_REPORT_MAX_ROWS_PER_DAY = 100;
export const CSP_REPORT_NEW_PAIRS_PER_ADDRESS = { max: 5, windowSeconds: 24 * 60 * 60 };
const CSP_REPORT_KEEP_DAYS = 30;
/** The first UTC day of CSP counts still kept: older days are not read, and the sweep deletes them. */
export const firstKeptCspReportDay = (now: Date) =>
  new Date(now.getTime() - (CSP_REPORT_KEEP_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
export const CSP_REPORT_LIMIT = { max: 30, windowSeconds: 60 };
