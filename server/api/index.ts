import 'server-only';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { AppError } from '../errors';
import { translateError } from '../i18n';
import { databaseFailure, getLogger } from '../log';
import { AVATAR_UPLOAD_PATH } from './account';
import type { AppEnv } from './context';
import { DUBBING_UPLOAD_PATH } from './dubbings';
import { loadSession, rejectCrossSite, requestContext, requireStaff } from './middleware';
import { API_ROUTERS } from './routers';

const JSON_BODY_LIMIT = 64 * 1024;
/** Routes that take a file and enforce their own body limit (see the route). */
const UPLOAD_ROUTES = new Set([AVATAR_UPLOAD_PATH, DUBBING_UPLOAD_PATH]);
const ACCEPTED_MEDIA_TYPES = new Set(['application/json', 'multipart/form-data']);
/** Payment gateways post their notifications as forms (Alipay, the sandbox): accepted on the notify routes only. */
const FORM_ROUTE_PREFIX = '/api/pay/notify/';

/**
 * A request carries a body when it declares a length above zero or is sent
 * chunked (no length at all). Checking the length alone let a chunked body of
 * any type through to the validators, which then read it as `{}`.
 */
function hasRequestBody(c: Context<AppEnv>): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  return length !== undefined && Number(length) !== 0;
}

/** `application/JSON; charset=utf-8` -> `application/json`; a body without a type has none we accept. */
function mediaType(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The API. Middleware order matters: context first (request id, locale, db)
 * so every later failure is logged and translated; the cross-site check
 * before anything reads a body; sessions last, once the request is known to
 * be ours.
 */
export function createApi() {
  const api = new Hono<AppEnv>().basePath('/api');

  api.use('*', requestContext);
  api.use('*', rejectCrossSite);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // Upload routes apply their own, larger limit, also while the body streams in.
  api.use('*', (c, next) => (UPLOAD_ROUTES.has(c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.use('*', async (c, next) => {
    const type = mediaType(c.req.header('content-type'));
    const form = type === 'application/x-www-form-urlencoded' && c.req.path.startsWith(FORM_ROUTE_PREFIX);
    if (hasRequestBody(c) && !ACCEPTED_MEDIA_TYPES.has(type) && !form) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  });
  api.use('*', loadSession);
  // The /abc area's API is for staff only, whatever routes it grows (Z4); pages check the same in app/abc/layout.tsx.
  api.use('/abc', requireStaff());
  api.use('/abc/*', requireStaff());

  // Domain routers on the spec's segments (routers.ts); each route carries its own access guard (access.ts).
  for (const { segment, router } of API_ROUTERS) api.route(segment, router.router);

  api.notFound((c) => errorResponse(c, new AppError('NOT_FOUND')));

  api.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(c, err);
    // Malformed JSON and similar parse failures surface as Hono's 400.
    if (err instanceof HTTPException && err.status === 400) {
      return errorResponse(c, new AppError('VALIDATION_FAILED', { params: { field: 'body' } }));
    }
    // A value the database cannot take (SQLSTATE class 22, data exception) is the caller's input, not our failure.
    if (databaseFailure(err)?.code?.startsWith('22')) {
      getLogger().warn({ requestId: c.get('requestId'), err }, 'input refused by the database');
      return errorResponse(c, new AppError('VALIDATION_FAILED', { params: { field: 'body' } }));
    }
    getLogger().error({ requestId: c.get('requestId'), err }, 'unhandled API error');
    return errorResponse(c, new AppError('INTERNAL'));
  });

  return api;
}

/** The error envelope: the code table's status and code, the message in the caller's language. */
function errorResponse(c: Context<AppEnv>, error: AppError) {
  if (error.options.retryAfter) c.header('retry-after', String(error.options.retryAfter));
  const msg = translateError(c.get('locale') ?? 'cn', error.error, error.options.params);
  return c.json({ code: error.code, msg, data: null }, error.status as ContentfulStatusCode);
}

export type Api = ReturnType<typeof createApi>;
