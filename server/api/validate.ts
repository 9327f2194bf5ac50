import 'server-only';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

import { AppError } from '../errors';

/**
 * zod validation for a route. A failure never leaks the raw ZodError: it
 * becomes VALIDATION_FAILED naming the first field at fault, which onError
 * translates into the caller's language.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      // An unknown key (strict schemas) has an empty path; name the key itself.
      const extra = issue && 'keys' in issue && Array.isArray(issue.keys) ? String(issue.keys[0]) : '';
      const field = issue?.path.join('.') || extra || target;
      throw new AppError('VALIDATION_FAILED', { params: { field } });
    }
  });
}
