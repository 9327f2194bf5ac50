import { z } from 'zod';

/**
 * Lets a client written to the spec's field names (SPEC §3, §7) call an
 * endpoint whose schema uses ours: each `spec: ours` pair is renamed before
 * validation. When both names are sent, ours wins and the spec's is dropped.
 * docs/api.md lists the pairs endpoint by endpoint.
 */
export function acceptSpecNames<T extends z.ZodType>(aliases: Readonly<Record<string, string>>, schema: T) {
  return z.preprocess((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const renamed: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [spec, ours] of Object.entries(aliases)) {
      if (!(spec in renamed)) continue;
      if (renamed[ours] === undefined) renamed[ours] = renamed[spec];
      delete renamed[spec];
    }
    return renamed;
  }, schema);
}
