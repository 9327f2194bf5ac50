import { z } from 'zod';

import { parsePageParams } from '../page-params';

/** `[[...id]]` of a detail page: exactly one positive integer that fits the database's int column. */
const routeIdSchema = z.object({
  id: z.tuple([
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(z.number().int().max(2_147_483_647)),
  ]),
});

/** The id of `/picture/detail/{id}` or `/videoInfo/{id}`; anything else (none, several segments, not a number) is a 404. */
export function parseRouteId(params: { id?: string[] }): number {
  return parsePageParams(routeIdSchema, params).id[0];
}
