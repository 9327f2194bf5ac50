import 'server-only';
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import type { z, ZodType } from 'zod';

import { AppError, type ErrorName } from '../errors';

/**
 * The path of the first string (value or key) holding a NUL character, or
 * undefined. PostgreSQL text and jsonb cannot store U+0000, so such input is
 * refused as invalid before it reaches the database (a 400, not a 500).
 */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const here = [...path, key.replaceAll('\u0000', '')];
    if (key.includes('\u0000')) return here.join('.');
    const found = nulCharacterPath(inner, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNul(data: unknown, fallback: string): void {
  const field = nulCharacterPath(data);
  if (field !== undefined) throw new AppError('VALIDATION_FAILED', { params: { field: (field || fallback).slice(0, 64) } });
}

/**
 * zod validation for a route. A failure never leaks the raw ZodError: it
 * becomes VALIDATION_FAILED naming the first field at fault, which onError
 * translates into the caller's language. Text with a NUL character fails too.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      // Schemas drop unknown keys; should one refuse them, the issue has an empty path: name the key itself.
      const extra = issue && 'keys' in issue && Array.isArray(issue.keys) ? String(issue.keys[0]) : '';
      const field = issue?.path.join('.') || extra || target;
      throw new AppError('VALIDATION_FAILED', { params: { field } });
    }
    refuseNul(result.data, target);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The spec's endpoints take their inputs from the query string or the JSON
 * body. This merges both into one object validated by `schema` (read it with
 * `c.req.valid('json')`). A field given twice with different values (body vs
 * query, or repeated in the query) is refused with PARAMETER_CONFLICT
 * (ASVS5 15.3.7 parameter pollution); the same value twice is accepted.
 */
export function validateInput<T extends ZodType>(schema: T) {
  const inner = validator('json', async (body: unknown, c) => {
    if (!isPlainObject(body)) throw new AppError('VALIDATION_FAILED', { params: { field: 'body' } });
    const merged: Record<string, unknown> = Object.create(null);
    for (const [key, value] of Object.entries(body)) merged[key] = value;
    for (const [key, values] of Object.entries(c.req.queries())) {
      const distinct = new Set(values);
      if (distinct.size > 1) throw new AppError('PARAMETER_CONFLICT', { params: { field: key.slice(0, 64) } });
      const [value] = values;
      if (Object.hasOwn(merged, key)) {
        const inBody = merged[key];
        const same = (typeof inBody === 'string' || typeof inBody === 'number' || typeof inBody === 'boolean') && String(inBody) === value;
        if (!same) throw new AppError('PARAMETER_CONFLICT', { params: { field: key.slice(0, 64) } });
      } else {
        merged[key] = value;
      }
    }
    const result = await schema.safeParseAsync({ ...merged });
    if (!result.success) {
      const issue = result.error.issues[0];
      const extra = issue && 'keys' in issue && Array.isArray(issue.keys) ? String(issue.keys[0]) : '';
      const field = issue?.path.join('.') || extra || 'body';
      throw new AppError('VALIDATION_FAILED', { params: { field: field.slice(0, 64) } });
    }
    refuseNul(result.data, 'body');
    return result.data as z.output<T>;
  });
  // SPEC §7 clients send `Content-Type: application/json` on every call, also
  // when everything is in the query string; an empty body then counts as {}.
  const handler: typeof inner = async (c, next) => {
    if (/json/i.test(c.req.header('content-type') ?? '') && !(await c.req.text()).trim()) {
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve('{}');
    }
    return inner(c, next);
  };
  return handler;
}

/**
 * The body limit of an upload route (avatar, dubbing page): a larger body is
 * cut off while it streams in and answered with the route's own error.
 */
export function uploadBodyLimit(maxSize: number, tooLarge: ErrorName): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(tooLarge);
    },
  });
}

/**
 * The `file` field of an upload route's multipart form: 415 unless the body
 * is multipart/form-data, 400 (field `file`) when the form is malformed or
 * holds no file. What the file may be is the service's to check.
 */
export async function readUploadedFile(c: Context): Promise<File> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('VALIDATION_FAILED', { params: { field: 'file' }, cause });
  }
  const file = form.file;
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', { params: { field: 'file' } });
  return file;
}
