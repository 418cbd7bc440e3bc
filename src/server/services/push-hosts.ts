/**
 * Which push services the server will send to (docs/design.md §4): `https` endpoints on a host
 * of PUSH_ALLOWED_HOSTS — `host[:port]` entries, `*.` wildcards for any subdomain, port 443
 * unless named. Checked at subscribe time and again at send time, so a subscription cannot make
 * the server send requests to an address of its choosing (SSRF).
 */
export const DEFAULT_PUSH_ALLOWED_HOSTS =
  'fcm.googleapis.com, updates.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com';

export interface AllowedHost {
  /** Lower-case host name without the `*.` prefix. */
  host: string;
  wildcard: boolean;
  port: number;
}

const ENTRY = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

/** Parses the comma-separated list; throws on an entry that is not `[*.]host[:port]`. */
export function parseAllowedHosts(list: string): AllowedHost[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = ENTRY.exec(entry);
      const port = Number(match?.[3] ?? 443);
      if (!match || port < 1 || port > 65535) {
        throw new Error(`"${entry}" is not a host, *.domain or host:port`);
      }
      return { host: match[2]!, wildcard: Boolean(match[1]), port };
    });
}

/** True when the endpoint is an https URL on an allowed host and port, without credentials. */
export function isAllowedEndpoint(endpoint: string, allowed: readonly AllowedHost[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : 443;
  return allowed.some(
    (entry) =>
      entry.port === port &&
      (entry.wildcard ? host.endsWith(`.${entry.host}`) : host === entry.host),
  );
}
