/** The constraint a violation of `sqlState` anywhere in the cause chain names ('' if none), or null. */
function violation(err: unknown, sqlState: string): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === sqlState) return pg.constraint ?? '';
  }
  return null;
}

/** The constraint a unique violation (SQLSTATE 23505) names ('' if none), or null. */
export function uniqueViolation(err: unknown): string | null {
  return violation(err, '23505');
}

/** The constraint a check violation (SQLSTATE 23514) names ('' if none), or null. */
export function checkViolation(err: unknown): string | null {
  return violation(err, '23514');
}
