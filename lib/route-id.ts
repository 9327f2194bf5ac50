import { notFound, permanentRedirect } from 'next/navigation';

const INT_MAX = 2_147_483_647;

/**
 * An id from a route segment or a query parameter: one string of digits (no
 * sign, no leading zero) that fits the database's int column. Anything else
 * (none, several values, not a number) is the 404 page.
 */
export function parseIdParam(value: unknown): number {
  const raw = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const id = Number(raw);
  if (id > INT_MAX) notFound();
  return id;
}

/**
 * The id of `/picture/detail/{id}`, `/picture/read/{id}` or `/videoInfo/{id}`
 * (`[[...id]]`). The bare path without an id is not a page of its own: it
 * redirects (308) to `whenMissing`, the library list of its kind.
 */
export function parseRouteId(params: { id?: string[] }, whenMissing: string): number {
  if (!params.id?.length) permanentRedirect(whenMissing);
  return parseIdParam(params.id);
}
