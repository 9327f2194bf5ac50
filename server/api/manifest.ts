import 'server-only';

/**
 * Who may call each route. Every route the app serves must be listed here (a
 * test compares this table with the Hono route table), so a new route cannot
 * ship without someone deciding its access.
 * - public: anyone
 * - user: a logged-in user, acting on their own data
 * - owner: a logged-in user, on an object that must belong to them
 * - staff: staff role (or the operator token where stated)
 */
export type Access = 'public' | 'user' | 'owner' | 'staff';

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/common/random/keywords': 'public',
  'POST /api/monitor/customEventReport': 'public',
  'GET /api/monitor/events': 'staff',
  'GET /api/user/info': 'user',
  'POST /api/user/login/sendMsgCode': 'public',
  'POST /api/user/login/sendEmailCode': 'public',
  'POST /api/user/login/checkMsgCode': 'public',
  'POST /api/user/login/checkEmailCode': 'public',
  'POST /api/user/login/pwd': 'public',
  'PUT /api/user/pwd/update': 'user',
  'POST /api/user/logout': 'user',
  'POST /api/quickTracking/queryQuickTracking': 'public',
  'POST /api/captcha/get': 'public',
  'POST /api/captcha/check': 'public',
  'PUT /api/user/info/update': 'user',
  'POST /api/user/avatar/update': 'user',
  'GET /api/user/ai/avatar/list': 'public',
  'GET /api/user/open/info': 'public',
  'POST /api/user/cancellationApplicationNew': 'user',
  'GET /api/user/getUserCancellationApplyReasonNew': 'public',
  'POST /api/user/cancellation/withdraw': 'user',
  'GET /api/common/search': 'public',
  'GET /api/picture/book/page/:page/size/:size': 'public',
  'GET /api/picture/book/v1/page/hot/:page': 'public',
  'GET /api/picture/book/detail/:id': 'public',
  'GET /api/picture/book/read/:id': 'public',
  'POST /api/picture/book/like': 'user',
  'POST /api/picture/book/collect': 'user',
  'GET /api/picture/book/progress': 'user',
  'PUT /api/picture/book/progress': 'user',
  'POST /api/picture/book/user/:page/:size': 'user',
  'POST /api/picture/book/user/follow/:page/:size': 'user',
  'POST /api/picture/book/user/collect/:page/:size': 'user',
  'GET /api/video/detail/:id': 'public',
  'POST /api/video/like': 'user',
  'POST /api/video/collect': 'user',
  'POST /api/video/user/collect/:page/:size': 'user',
  'GET /api/user/video/page': 'public',
  'GET /api/comment/list': 'public',
  'POST /api/comment/add': 'user',
  'DELETE /api/comment/:id': 'owner',
};
