/** The cookies document.cookie shows right now, as a name -> value map. */
export function readCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    out[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return out;
}

export function setCookieRaw(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}
