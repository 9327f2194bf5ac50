/**
 * The default names of a granted package. A package keeps a name in each
 * language (the family sees the one of their language), so both are filled
 * in whatever language the adviser reads; the adviser may change them.
 */
export function defaultPackageNames(classes: number): { name: string; nameCn: string } {
  const n = Number.isInteger(classes) && classes > 0 ? classes : 0;
  return { name: n === 1 ? '1 class' : `${n} classes`, nameCn: `${n} 节课包` };
}

/** Limits the server accepts (lib/schemas/classes.ts grantPackageSchema). */
export const GRANT_LIMITS = { classes: { min: 1, max: 500 }, validityDays: { min: 1, max: 1100 } } as const;
export const DEFAULT_GRANT = { classes: 10, validityDays: 180 } as const;
