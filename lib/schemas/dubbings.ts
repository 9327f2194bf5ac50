import { z } from 'zod';

import { flagField, idField, pageField } from './paging';

/** POST /api/picture/dubbing/start {bookId} */
export const startDubbingSchema = z.object({ bookId: idField });
/** POST /api/picture/dubbing/page/upload?dubbingId&page – `page` is 1-based; whether the book has it is the service's check. */
export const dubbingUploadQuerySchema = z.object({ dubbingId: idField, page: pageField });
/** POST /api/picture/dubbing/finish {dubbingId} */
export const finishDubbingSchema = z.object({ dubbingId: idField });
/** GET /api/picture/dubbing/detail?id */
export const dubbingDetailQuerySchema = z.object({ id: idField });
/** POST /api/picture/dubbing/like?dubbingId[&state=true|false] (state also as a JSON boolean) */
export const dubbingLikeSchema = z.object({
  dubbingId: idField,
  state: flagField.optional(),
});
