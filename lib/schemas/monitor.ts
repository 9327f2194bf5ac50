import { z } from 'zod';

/** A browser's report of something that went wrong (POST /api/monitor/customEventReport). */
export const reportClientEventSchema = z
  .object({
    type: z.enum(['error', 'unhandledrejection', 'chunk-load', 'render', 'custom']),
    message: z.string().trim().min(1).max(2000),
    url: z.string().max(2000).optional(),
    stack: z.string().max(8000).optional(),
    detail: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  });
export type ReportClientEventInput = z.infer<typeof reportClientEventSchema>;

export const listClientEventsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  type: z.string().max(40).optional(),
});
