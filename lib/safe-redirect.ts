const PROBE_ORIGIN = 'http://sprout.invalid';

function looksForeign(value: string): boolean {
  return !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value);
}

/**
 * A `redirect` parameter may only name a path on this site. Anything that a
 * browser could resolve to another origin (`//evil`, `/\evil`, `https:evil`,
 * `javascript:`), also when hidden behind percent-encoding, becomes the
 * fallback. A safe path is returned as given, its own encoding intact.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  const original = raw.trim();
  let value = original;
  for (let i = 0; i < 3; i++) {
    if (looksForeign(value)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      break; // a literal '%' that is not an escape: nothing more hides behind it
    }
    if (decoded === value) break;
    value = decoded;
  }
  if (looksForeign(value)) return fallback;
  try {
    const url = new URL(original, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    const resolved = url.pathname + url.search + url.hash;
    // Dot segments are removed while resolving (`/.//evil`, `/..//evil`, `/%2e//evil` all become `//evil`),
    // so the resolved path is checked again: it is what the browser will navigate to.
    if (looksForeign(resolved)) return fallback;
    if (new URL(resolved, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
    return resolved;
  } catch {
    return fallback;
  }
}
