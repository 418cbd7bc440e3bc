/** The device cookie a sign-in answer sets, as a `Cookie` header value to send back. */
export function deviceCookieFrom(res: { headers: Headers }): string {
  const line = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('__Host-tapalign-device='));
  if (!line) throw new Error('no device cookie was set');
  return line.split(';')[0]!;
}
