import 'server-only';

import { DUBBING_PAGE_MAX_BYTES } from '@/lib/constants/dubbings';
import { dubbingDetailQuerySchema, dubbingLikeSchema, dubbingUploadQuerySchema, finishDubbingSchema, startDubbingSchema } from '@/lib/schemas/dubbings';
import { idParamSchema, pageSizeParamsSchema } from '@/lib/schemas/paging';
import { listUserQuerySchema } from '@/lib/schemas/reactions';

import { AppError } from '../errors';
import { assertDubbingVisible, deleteDubbing, finishDubbing, getDubbing, listUserDubbings, startDubbing, uploadDubbingPage } from '../services/dubbings/dubbings';
import { toggleReaction } from '../services/reactions/reactions';
import { ME_USER_ID } from '@/lib/constants/books';
import { createRouter } from './access';
import { ok } from './context';
import { dubbingUploadLimit } from './rate-limits';
import { readUploadedFile, uploadBodyLimit, validate, validateInput } from './validate';

/** Dubbing picture books: recording, scores, playback and likes; mounted on the spec's /api/picture segment. */
export const dubbings = createRouter();

/** The upload route; the API's 64 KiB JSON limit does not apply to it (server/api/index.ts). */
export const DUBBING_UPLOAD_PATH = '/api/picture/dubbing/page/upload';
/** The WAV's cap plus room for the multipart envelope; enforced while the body streams in. */
const DUBBING_BODY_LIMIT = DUBBING_PAGE_MAX_BYTES + 16 * 1024;

// POST /api/picture/dubbing/start {bookId} – the caller's draft of the book (made when there is none), with the pages already recorded
dubbings.user.post('/dubbing/start', validateInput(startDubbingSchema), async (c) =>
  ok(c, await startDubbing(c.var.db, c.var.user.id, c.req.valid('json').bookId)),
);

// POST /api/picture/dubbing/page/upload?dubbingId&page – multipart `file`: a 16 kHz mono PCM16 WAV of 0.3-30 s (≤ 1,000,000 bytes); stored, scored, replaces an earlier take
dubbings.owner.post(
  '/dubbing/page/upload',
  // Decoding and scoring are the costly part; count attempts before reading any body.
  dubbingUploadLimit,
  uploadBodyLimit(DUBBING_BODY_LIMIT, 'DUBBING_AUDIO_TOO_LARGE'),
  validate('query', dubbingUploadQuerySchema),
  async (c) => {
    const file = await readUploadedFile(c);
    const { dubbingId, page } = c.req.valid('query');
    return ok(c, await uploadDubbingPage(c.var.db, c.var.user.id, dubbingId, page, new Uint8Array(await file.arrayBuffer())));
  },
);

// POST /api/picture/dubbing/finish {dubbingId} – every page recorded: the whole dubbing's scores, and it becomes visible as privacy allows
dubbings.owner.post('/dubbing/finish', validateInput(finishDubbingSchema), async (c) =>
  ok(c, await finishDubbing(c.var.db, c.var.user.id, c.req.valid('json').dubbingId)),
);

// GET /api/picture/dubbing/detail?id – a dubbing with its pages; 404 unless the caller owns it or it is a finished dubbing of a public, non-child profile with no block between
dubbings.public.get('/dubbing/detail', validate('query', dubbingDetailQuerySchema), async (c) =>
  ok(c, await getDubbing(c.var.db, c.req.valid('query').id, c.var.user?.id)),
);

// GET /api/picture/dubbing/user/{page}/{size}?userId – a user's finished dubbings (the caller when userId is absent or 999; 404 for a user whose dubbings the caller may not see)
dubbings.public.get('/dubbing/user/:page/:size', validate('param', pageSizeParamsSchema), validate('query', listUserQuerySchema), async (c) => {
  const { page, size } = c.req.valid('param');
  const viewerId = c.var.user?.id ?? null;
  const asked = c.req.valid('query').userId;
  const ownerId = asked === undefined || asked === ME_USER_ID ? viewerId : asked;
  if (ownerId === null) throw new AppError('LOGIN_REQUIRED');
  return ok(c, await listUserDubbings(c.var.db, ownerId, viewerId, page, size));
});

// POST /api/picture/dubbing/like?dubbingId[&state=true|false] – toggles (or sets) the caller's like of a dubbing they may see
dubbings.user.post('/dubbing/like', validateInput(dubbingLikeSchema), async (c) => {
  const { dubbingId, state } = c.req.valid('json');
  await assertDubbingVisible(c.var.db, dubbingId, c.var.user.id);
  return ok(c, await toggleReaction(c.var.db, c.var.user.id, 'dubbing', dubbingId, 'like', state));
});

// DELETE /api/picture/dubbing/{id} – deletes one's own dubbing with its audio, likes and comments (another's answers 404)
dubbings.owner.delete('/dubbing/:id', validate('param', idParamSchema), async (c) =>
  ok(c, await deleteDubbing(c.var.db, c.var.user.id, c.req.valid('param').id)),
);
