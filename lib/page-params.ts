import { notFound } from 'next/navigation';
import type { ZodType } from 'zod';

/**
 * Route and query parameters of a page, validated. A page whose parameters
 * fail validation does not exist: it renders the 404 page (SPEC §8).
 */
export function parsePageParams<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) notFound();
  return result.data;
}
