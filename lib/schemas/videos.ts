import { z } from 'zod';

import { idField, pageField, sizeField } from './paging';

/** GET /api/user/video/page?userId&page&size */
export const userVideoQuerySchema = z.object({ userId: idField.optional(), page: pageField.default(1), size: sizeField.default(12) });
