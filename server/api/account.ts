import 'server-only';

import { AVATAR_MAX_BYTES } from '@/lib/constants/profile';
import {
  applyCancellationSchema,
  avatarUploadQuerySchema,
  cancellationReasonsQuerySchema,
  openInfoQuerySchema,
  updateProfileSchema,
  userInfoQuerySchema,
} from '@/lib/schemas/account';

import { AppError } from '../errors';
import { uploadAvatar } from '../services/account/avatar-upload';
import { applyCancellation, getCancellationReasons, withdrawCancellation } from '../services/account/cancellation';
import { getOwnProfileOrThrow, getPublicProfileOrThrow, updateOwnProfile } from '../services/account/profile';
import { listReadyAvatars } from '../services/account/ready-avatars';
import { createRouter } from './access';
import { ok } from './context';
import { avatarUploadLimit } from './rate-limits';
import { readUploadedFile, uploadBodyLimit, validate } from './validate';

/** The account: one's profile, avatar and cancellation; mounted on the spec's /api/user segment. */
export const account = createRouter();

/** The upload route; the API's 64 KiB JSON limit does not apply to it (server/api/index.ts). */
export const AVATAR_UPLOAD_PATH = '/api/user/avatar/update';
/** The file's 10 MiB plus room for the multipart envelope; enforced while the body streams in. */
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

// GET /api/user/info?source=app – the signed-in user's full profile (phone and e-mail masked)
account.user.get('/info', validate('query', userInfoQuerySchema), async (c) => ok(c, await getOwnProfileOrThrow(c.var.db, c.var.user.id)));

// PUT /api/user/info/update – edit one's own nickname, gender, birthday, introduction, grade or avatar
account.user.put('/info/update', validate('json', updateProfileSchema), async (c) =>
  ok(c, await updateOwnProfile(c.var.db, c.var.user.id, c.req.valid('json'))),
);

// POST /api/user/avatar/update – multipart `file` (jpg/jpeg/png ≤ 10 MiB), re-encoded and set as the avatar
account.user.post(
  '/avatar/update',
  // Decoding images is the costly part of this API; count attempts before reading any body.
  avatarUploadLimit,
  uploadBodyLimit(AVATAR_BODY_LIMIT, 'AVATAR_TOO_LARGE'),
  validate('query', avatarUploadQuerySchema),
  async (c) => {
    const file = await readUploadedFile(c);
    if (file.size > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
    return ok(c, await uploadAvatar(c.var.db, c.var.user.id, Buffer.from(await file.arrayBuffer())));
  },
);

// GET /api/user/ai/avatar/list – the ready-made avatars
account.public.get('/ai/avatar/list', (c) => ok(c, listReadyAvatars()));

// GET /api/user/open/info?userId – a user's card: whole when public or the caller's own, else nickname and default avatar only; 404 for unknown, cancelling or anonymised users
account.public.get('/open/info', validate('query', openInfoQuerySchema), async (c) =>
  ok(c, await getPublicProfileOrThrow(c.var.db, c.req.valid('query').userId, c.var.user?.id)),
);

// POST /api/user/cancellationApplicationNew – apply to close one's account; ends all its sessions
account.user.post('/cancellationApplicationNew', validate('json', applyCancellationSchema), async (c) => {
  const { account, reasonCode } = c.req.valid('json');
  return ok(c, await applyCancellation(c.var.db, { userId: c.var.user.id, account, reasonCode }));
});

// GET /api/user/getUserCancellationApplyReasonNew?phoneNumber – the reasons, and the caller's open application
account.public.get('/getUserCancellationApplyReasonNew', validate('query', cancellationReasonsQuerySchema), async (c) =>
  ok(
    c,
    await getCancellationReasons(c.var.db, {
      userId: c.var.user?.id ?? null,
      phoneNumber: c.req.valid('query').phoneNumber,
      locale: c.var.locale,
    }),
  ),
);

// POST /api/user/cancellation/withdraw – keep the account: withdraw an application during the cooling-off period
account.user.post('/cancellation/withdraw', async (c) => ok(c, await withdrawCancellation(c.var.db, c.var.user.id)));
