/**
 * Escapes JSON for a <script> element: `<`, `>` and `&` (so no `</script>`
 * or `<!--` can end or change it) and U+2028/U+2029 (line terminators in
 * older JavaScript parsers).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A script element that holds JSON data (never code the browser runs). This
 * is the only place that may set inner HTML; everything it writes goes
 * through serializeJsonLd, so user text stays data.
 */
export function JsonScript({ id, type = 'application/json', data }: { id?: string; type?: string; data: unknown }) {
  // eslint-disable-next-line react/no-danger -- the one allowed use, escaped above
  return <script id={id} type={type} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Structured data (schema.org JSON-LD) for search engines, e.g. a book's title and author. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <JsonScript type="application/ld+json" data={data} />;
}
