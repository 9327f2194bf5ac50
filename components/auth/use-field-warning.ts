'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';

import type { Warning, WarningKey } from '@/lib/auth/validation';

/**
 * The one warning a login form shows at a time (SPEC §5): which field it
 * belongs to, its text, and focus moved to that field so the user can fix
 * it at once. Typing into the field clears it.
 */
export function useFieldWarning<F extends string>() {
  const t = useTranslations('LoginDialog');
  const [warning, setWarning] = useState<{ field: F; key: WarningKey } | null>(null);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  const ref = useCallback(
    (field: F) => (el: HTMLInputElement | null) => {
      if (el) inputs.current.set(field, el);
      else inputs.current.delete(field);
    },
    [],
  );

  /** Shows `found` (if any) and reports whether the form may go on. */
  const apply = useCallback((found: Warning<F> | null): boolean => {
    setWarning(found);
    if (found) inputs.current.get(found.field)?.focus();
    return found === null;
  }, []);

  const clear = useCallback((field: F) => setWarning((w) => (w?.field === field ? null : w)), []);

  const errorOf = (field: F) => (warning?.field === field ? t(warning.key) : null);

  return { ref, apply, clear, errorOf };
}
