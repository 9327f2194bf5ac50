import { z } from 'zod';

import { FOLLOW_LIST_TYPES, REPORT_DETAIL_MAX, REPORT_REASONS } from '../constants/social';
import { flagField, idField } from './paging';

/** POST /api/user/follow?userId, POST /api/user/block?userId; `state` (true|false, in the query or the body) sets instead of toggling. */
export const userTargetSchema = z.object({
  userId: idField,
  state: flagField.optional(),
});
export type UserTargetInput = z.infer<typeof userTargetSchema>;

/** GET /api/user/follow/list/{page}/{size}?type&simple */
export const followListQuerySchema = z.object({
  type: z.enum(FOLLOW_LIST_TYPES).default('following'),
  simple: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});

/** GET /api/user/relation?userId */
export const relationQuerySchema = z.object({ userId: idField });

/** POST /api/user/report */
export const reportUserSchema = z.object({
  userId: idField,
  reason: z.enum(REPORT_REASONS),
  detail: z.string().trim().max(REPORT_DETAIL_MAX).default(''),
});
export type ReportUserInput = z.infer<typeof reportUserSchema>;
