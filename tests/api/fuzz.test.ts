/**
 * Mutation fuzzing of every JSON-body, query and path-parameter route in the
 * route manifest (security baseline R1, R2; ASVS5 15.3.6, 16.5.1, 16.5.4):
 * each route has a valid sample request, and one field at a time is dropped,
 * given the wrong type, a NUL, 60 KiB or 100 KiB of text, a negative, huge or
 * non-finite number, an array or an object, odd Unicode, or a `__proto__` /
 * `constructor` key, the whole body is replaced by an array, a string and
 * null, and the query by a repeated or bad-escaped one. Whatever is sent:
 * never a 5xx, always the route's envelope, no answer slower than the R2
 * bound, and `({}).polluted` stays undefined. A new manifest route needs a
 * sample here (or a reason in NOT_FUZZED).
 *
 * `npm test` runs a fixed sample of the cases on the embedded engine: every
 * route's valid request, FUZZ_PER_GROUP (2) mutations of each of its fields,
 * query keys and path parameters and of its whole body, drawn with a seeded
 * generator (`FUZZ_SEED`, default 1), and at least one case of every mutation
 * kind. `npm run test:fuzz` (FUZZ_FULL=1) runs every case on every engine.
 */
import { ROUTE_ACCESS } from '@/server/api/manifest';
import { seed } from '@/server/db/seed';

import { ADULT_SIGN_UP, md5, newEmail, newIp, newPhone, TEST_PEPPER } from './helpers/auth';
import { bookId, SEED_TIMEOUT, videoId } from './helpers/calls';
import { random } from './helpers/speech-audio';
import { createUserWithSession, describeApi, describeEachEngine, setServerEnv, type EngineSuite } from './helpers/test-app';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Ids {
  book: number;
  video: number;
  user: number;
}

interface Sample {
  /** The path with its parameters filled in (each one is mutated too). */
  params?: Record<string, string>;
  path?: (params: Record<string, string>) => string;
  body?: (ids: Ids) => Record<string, Json>;
  query?: (ids: Ids) => Record<string, string>;
  session?: boolean;
  /** The session is an adviser's (the /api/abc routes). */
  staff?: boolean;
  /** The AJ-Captcha routes answer in the protocol's own envelope. */
  envelope?: 'captcha';
}

const SAMPLES: Record<string, Sample> = {
  'GET /api/common/random/keywords': { query: () => ({ type: '1' }) },
  'GET /api/common/search': { query: () => ({ keyword: 'cat', type: '1', page: '1', t: 'all' }) },
  'POST /api/monitor/customEventReport': {
    body: () => ({ type: 'error', message: 'TypeError: x is undefined', url: '/study', stack: 'at x (a.js:1:2)', detail: { line: 3, ok: true } }),
  },
  'GET /api/monitor/events': { query: () => ({ page: '1', size: '20', type: 'error' }) },
  'GET /api/user/info': { session: true, query: () => ({ source: 'web' }) },
  'POST /api/user/login/sendMsgCode': { body: () => ({ phoneNumber: newPhone(), dialCode: '86', purpose: 'login' }) },
  'POST /api/user/login/sendEmailCode': { body: () => ({ email: newEmail(), purpose: 'login' }) },
  'POST /api/user/login/checkMsgCode': {
    body: () => ({ msgCode: '123456', phoneNumber: newPhone(), dialCode: '86', channelCode: '1', entrance: 'sprout-cn', newPwd: md5('Fuzz-Password-1'), ...ADULT_SIGN_UP }),
  },
  'POST /api/user/login/checkEmailCode': { body: () => ({ emailCode: '123456', email: newEmail(), entrance: 'sprout-cn', newPwd: md5('Fuzz-Password-1'), ...ADULT_SIGN_UP }) },
  'POST /api/user/login/pwd': {
    body: () => ({ username: newPhone(), encryptionPwd: md5('Fuzz-Password-1'), dialCode: '86', entrance: 'sprout-cn', channelCode: '1' }),
  },
  'PUT /api/user/pwd/update': { session: true, body: () => ({ newPwd: md5('Fuzz-Password-2'), oldPwd: md5('Fuzz-Password-1') }) },
  'POST /api/user/logout': { session: true, body: () => ({}) },
  'POST /api/quickTracking/queryQuickTracking': {
    session: true,
    body: () => ({ type: 2, first_visit_time: '2026-01-02 03:04:05', first_referrer_host: 'example.com', first_referter_path: '/a?b=c' }),
  },
  'POST /api/captcha/get': { envelope: 'captcha', body: () => ({ captchaType: 'blockPuzzle', clientUid: 'slider-0123456789abcdef' }) },
  'POST /api/captcha/check': {
    envelope: 'captcha',
    body: () => ({ captchaType: 'blockPuzzle', token: 'c0ffee', pointJson: 'eyJ4IjoxMCwieSI6NX0=', clientUid: 'slider-0123456789abcdef', ts: 1 }),
  },
  'PUT /api/user/info/update': {
    session: true,
    body: () => ({ nickname: 'Fuzzy', gender: 'female', birthday: '2015-06-01', introduction: 'Hello', compulsoryEducation: true }),
  },
  'POST /api/user/avatar/update': { session: true, query: () => ({ avator: 'x' }) },
  'GET /api/user/open/info': { query: (ids) => ({ userId: String(ids.user) }) },
  'POST /api/user/cancellationApplicationNew': { session: true, body: () => ({ account: newPhone(), reasonCode: 'other', agreed: true }) },
  'GET /api/user/getUserCancellationApplyReasonNew': { query: () => ({ phoneNumber: newPhone() }) },
  'GET /api/picture/book/page/:page/size/:size': { params: { page: '1', size: '10' }, query: () => ({ level: 'a1', tag: 'animals' }) },
  'GET /api/picture/book/v1/page/hot/:page': { params: { page: '1' }, query: () => ({ size: '6' }) },
  'GET /api/picture/book/detail/:id': { params: { id: 'BOOK' } },
  'GET /api/picture/book/read/:id': { params: { id: 'BOOK' } },
  'POST /api/picture/book/like': { session: true, body: (ids) => ({ bookId: ids.book, state: 'true' }) },
  'POST /api/picture/book/collect': { session: true, body: (ids) => ({ bookId: ids.book, state: 'false' }) },
  'GET /api/picture/book/progress': { session: true, query: (ids) => ({ bookId: String(ids.book) }) },
  'PUT /api/picture/book/progress': { session: true, body: (ids) => ({ bookId: ids.book, page: 2 }) },
  'POST /api/picture/book/user/:page/:size': { session: true, params: { page: '1', size: '10' } },
  'POST /api/picture/book/user/follow/:page/:size': { session: true, params: { page: '1', size: '10' }, query: (ids) => ({ userId: String(ids.user) }) },
  'POST /api/picture/book/user/collect/:page/:size': { session: true, params: { page: '1', size: '10' }, query: () => ({ userId: '999' }) },
  'GET /api/video/detail/:id': { params: { id: 'VIDEO' } },
  'POST /api/video/like': { session: true, body: (ids) => ({ videoId: ids.video, state: 'true' }) },
  'POST /api/video/collect': { session: true, body: (ids) => ({ videoId: ids.video, state: 'true' }) },
  'POST /api/video/user/collect/:page/:size': { session: true, params: { page: '1', size: '10' }, query: () => ({ userId: '999' }) },
  'GET /api/user/video/page': { query: (ids) => ({ userId: String(ids.user), page: '1', size: '12' }) },
  'GET /api/comment/list': { query: (ids) => ({ targetType: 'book', targetId: String(ids.book), page: '1', size: '10' }) },
  'POST /api/comment/add': { session: true, body: (ids) => ({ targetType: 'video', targetId: ids.video, content: 'Nice one' }) },
  'DELETE /api/comment/:id': { session: true, params: { id: '1' } },
  'GET /api/picture/word': { query: () => ({ word: 'Jumped,' }) },
  'POST /api/user/words': { session: true, body: (ids) => ({ bookId: ids.book, page: 1, wordIndex: 0 }) },
  'GET /api/user/words/page/:page/size/:size': { session: true, params: { page: '1', size: '20' } },
  'DELETE /api/user/words/:id': { session: true, params: { id: '1' } },
  'POST /api/picture/dubbing/start': { session: true, body: (ids) => ({ bookId: ids.book }) },
  'POST /api/picture/dubbing/page/upload': { session: true, query: () => ({ dubbingId: '1', page: '1' }) },
  'POST /api/picture/dubbing/finish': { session: true, body: () => ({ dubbingId: 1 }) },
  'GET /api/picture/dubbing/detail': { query: () => ({ id: '1' }) },
  'GET /api/picture/dubbing/user/:page/:size': { session: true, params: { page: '1', size: '10' }, query: (ids) => ({ userId: String(ids.user) }) },
  'POST /api/picture/dubbing/like': { session: true, body: () => ({ dubbingId: 1, state: 'true' }) },
  'DELETE /api/picture/dubbing/:id': { session: true, params: { id: '1' } },
  'GET /api/picture/creator/options': { session: true },
  // Two fields out of range, so no single mutation makes a valid request that would start a real creation.
  'POST /api/picture/creator/create': { session: true, body: () => ({ theme: 'forest', childName: 'Mia', words: ['apple', 'jump'], level: 'Z', pages: 99 }) },
  'GET /api/picture/creator/creations': { session: true },
  'GET /api/picture/creator/creation/:id': { session: true, params: { id: '1' } },
  'POST /api/picture/creator/creation/:id/cancel': { session: true, params: { id: '1' } },
  'GET /api/picture/creator/books': { session: true },
  // A seed book: never the caller's, so every well-formed case is NOT_FOUND and nothing changes.
  'PUT /api/picture/creator/book/:id/page/:page': { session: true, params: { id: 'BOOK', page: '1' }, body: () => ({ text: 'Mia likes the trees.', textCn: '米娅喜欢树。' }) },
  'POST /api/picture/creator/book/:id/publish': { session: true, params: { id: 'BOOK' }, body: () => ({ childName: 'replace' }) },
  'POST /api/picture/creator/book/:id/unpublish': { session: true, params: { id: 'BOOK' } },
  'DELETE /api/picture/creator/book/:id': { session: true, params: { id: 'BOOK' } },
  'POST /api/acadsoc/app/getCourseLessonRecord': { session: true, body: () => ({ pageSize: 300, pageIndex: 0, isContainsLcicClass: true, serchType: 0 }) },
  'POST /api/acadsoc/app/cancelMyClass': { session: true, body: () => ({ lessonId: 1, reason: 'sick', useVoucher: true }) },
  'POST /api/eclass/order/batch': {
    session: true,
    body: (ids) => ({ date: '2026-12-01', timePeriod: 'evening', slotIds: [1, 2], bookId: ids.book, materialId: 1, classTool: 'whiteboard', speechSpeed: 'slow' }),
  },
  'POST /api/eclass/classin/getTrialClassCourseInfo': { session: true, body: () => ({ sid: 1 }) },
  'POST /api/eclass/classin/requestTrialClass': { session: true, body: () => ({ learnerAge: 7, level: 'A', preferredTimes: 'weekday evenings', contact: 'WeChat abc' }) },
  'POST /api/eclass/classin/getAvailableAskLeaveCoupon': { session: true, query: () => ({ lessonId: '1' }) },
  'POST /api/eclass/classin/insertCourseCancellationReason': { session: true, body: () => ({ lessonId: 1, reason: 'travel', note: 'away' }) },
  'POST /api/eclass/v1/classin/cancelMyClass': { session: true, body: () => ({ lessonId: 1, reason: 'sick', voucherId: 1 }) },
  'POST /api/eclass/classin/cancelMyTrialClass': { session: true, body: () => ({ lessonId: 1, reason: 'other' }) },
  'POST /api/eclass/classin/endAbsentMyClass': { session: true, query: () => ({ lessonId: '1' }) },
  'PUT /api/eclass/classin/notices/read': { session: true, body: () => ({ ids: [1, 2] }) },
  'GET /api/eclass/timezone/offset': { query: () => ({ timeZone: 'America/New_York', date: '2026-07-01' }) },
  'GET /api/eclass/calendar/feed/:file': { params: { file: 'unknown-token.ics' } },
  'POST /api/class/practice/classScheduleV3': { session: true, body: () => ({ date: '2026-12-01', timePeriod: 'morning', teacherId: 1 }) },
  'GET /api/class/practice/studyNodeStyle': { query: () => ({ type: '3' }) },
  'GET /api/abc/course/list': { session: true, staff: true, query: () => ({ from: '2026-12-01', to: '2026-12-07', teacherId: '1', status: 'booked', page: '1', size: '20' }) },
  'POST /api/eclass/classin/getPreviewMaterials': { session: true, query: () => ({ sid: '1' }) },
  'POST /api/eclass/classin/getPreviewMaterials3': { session: true, query: () => ({ sid: '1' }) },
  'POST /api/eclass/classin/getPreview': { session: true, query: () => ({ clid: '1', catId: '1', subjectId: '1' }) },
  'POST /api/eclass/classin/setPreview': { session: true, query: () => ({ clid: '1' }) },
  'GET /api/eclass/classin/classroom': { session: true, query: () => ({ lessonId: '1' }) },
  'POST /api/eclass/classin/getReview': { session: true, query: () => ({ clid: '1', platform: '1' }) },
  'POST /api/eclass/classin/setReview': { session: true, query: () => ({ clid: '1', platform: '1' }), body: () => ({ rating: 5, comment: 'Great class' }) },
  'POST /api/eclass/classin/getExercises': { session: true, query: () => ({ clid: '1' }) },
  'POST /api/eclass/classin/submitExercises': { session: true, query: () => ({ clid: '1' }), body: () => ({ answers: [{ questionId: 1, answer: 'kite' }] }) },
  'POST /api/eclass/classin/getExerciseResult': { session: true, query: () => ({ clid: '1' }) },
  'POST /api/eclass/classin/getKnowledgeReview': { session: true, query: () => ({ sid: '1' }) },
  'POST /api/eclass/classin/coursewareDownload': { session: true, query: () => ({ clid: '1' }) },
  'GET /api/eclass/classin/courseware.pdf': { query: () => ({ clid: '1', uid: '1', exp: '9999999999', sig: 'A'.repeat(43) }) },
  'POST /api/acadsoc/app/loginTencentClass': { session: true, body: () => ({ lessonId: 1 }) },
  'POST /api/acadsoc/app/jump/login/url': { session: true, query: () => ({ url: '/course/classroom/1' }) },
  'POST /api/card/like': { session: true, query: () => ({ questionId: '1' }) },
  'GET /api/abc/lesson/review': { session: true, staff: true, query: () => ({ lessonId: '1' }) },
  'POST /api/abc/lesson/review': {
    session: true,
    staff: true,
    body: () => ({ lessonId: 1, comment: 'Good work', ratings: { listening: 4, speaking: 3, vocabulary: 5, pronunciation: 4, participation: 5 }, words: ['kite'] }),
  },
  'POST /api/dev/lessons/shift': { session: true, body: () => ({ lessonId: 1, startsAt: '2026-01-01T10:00:00Z' }) },
  'POST /api/abc/lesson/outcome': { session: true, staff: true, body: () => ({ lessonId: 1, outcome: 'finished' }) },
  'POST /api/abc/package/grant': { session: true, staff: true, body: (ids) => ({ account: String(ids.user), classes: 10, validityDays: 90, name: '10 classes', nameCn: '10 节课' }) },
  'POST /api/abc/trial/arrange': { session: true, staff: true, body: () => ({ requestId: 1, slotId: 1, materialId: 1 }) },
  'GET /api/shop/items': { query: () => ({ kind: 'package' }) },
  'GET /api/shop/items/:id': { params: { id: '5' } },
  'POST /api/shop/cart': { session: true, body: () => ({ itemId: 5, quantity: 2 }) },
  'PUT /api/shop/cart/:itemId': { session: true, params: { itemId: '5' }, body: () => ({ quantity: 3 }) },
  'DELETE /api/shop/cart/:itemId': { session: true, params: { itemId: '5' } },
  'POST /api/user/address': {
    session: true,
    body: () => ({ addressee: 'Wang Xiaoming', dialCode: '86', phone: '13812345678', region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '' }, detail: '18 Wensan Road', isDefault: true }),
  },
  'PUT /api/user/address/:id': {
    session: true,
    params: { id: '1' },
    body: () => ({ addressee: 'Amy Lee', dialCode: '44', phone: '7700900123', region: { country: 'GB', text: 'London' }, detail: '1 High Street', isDefault: false }),
  },
  'DELETE /api/user/address/:id': { session: true, params: { id: '1' } },
  'POST /api/shop/orders': { session: true, body: () => ({ lines: [{ itemId: 5, quantity: 1 }], addressId: 1, fromCart: false }) },
  'GET /api/shop/orders': { session: true, query: () => ({ page: '1', size: '20' }) },
  'GET /api/shop/orders/:orderNo': { session: true, params: { orderNo: '202611261234567890' } },
  'POST /api/shop/orders/:orderNo/pay': { session: true, params: { orderNo: '202611261234567890' }, body: () => ({ method: 'alipay' }) },
  'POST /api/shop/orders/:orderNo/confirm': { session: true, params: { orderNo: '202611261234567890' } },
  'POST /api/pay/sandbox/:token/pay': { params: { token: 'f'.repeat(48) } },
  'POST /api/pay/sandbox/:token/fail': { params: { token: 'f'.repeat(48) } },
  'PUT /api/user/address/:id/default': { session: true, params: { id: '1' } },
  'GET /api/msg/group/detail': { session: true, query: (ids) => ({ friendId: String(ids.user), page: '1', size: '20' }) },
  'PUT /api/msg/group/read': { session: true, query: () => ({ groupId: '0' }) },
  'POST /api/msg/send': { session: true, body: (ids) => ({ friendId: ids.user, content: 'Hello 👋' }) },
  'PUT /api/msg/settings': { session: true, body: () => ({ mutedTypes: [3], quietStart: '21:30', quietEnd: '08:00' }) },
  'POST /api/user/follow': { session: true, query: (ids) => ({ userId: String(ids.user) }) },
  'GET /api/user/follow/list/:page/:size': { session: true, params: { page: '1', size: '20' }, query: () => ({ type: 'followers' }) },
  'GET /api/user/relation': { session: true, query: (ids) => ({ userId: String(ids.user) }) },
  'POST /api/user/block': { session: true, query: (ids) => ({ userId: String(ids.user) }) },
  'POST /api/user/report': { session: true, body: (ids) => ({ userId: ids.user, reason: 'spam', detail: 'Sends links' }) },
};

/** Routes with nothing a client shapes (no body, query or path parameter). */
const NOT_FUZZED: Record<string, string> = {
  'GET /api/health': 'no input',
  'GET /api/ready': 'no input',
  'GET /api/metrics': 'no input; answers the Prometheus text format (not the envelope) to the operator, 404 to anyone else (operations.test.ts)',
  'GET /api/card/likes': 'reads no input (the session only)',
  'GET /api/user/ai/avatar/list': 'no input',
  'POST /api/user/cancellation/withdraw': 'reads no input (the session only)',
  'GET /api/eclass/classin/summary': 'reads no input (the session only)',
  'GET /api/eclass/config/list': 'no input',
  'GET /api/eclass/teachers': 'no input',
  'GET /api/eclass/calendar/download.ics': 'reads no input (the session only); answers text/calendar',
  'GET /api/eclass/calendar/feed': 'reads no input (the session only)',
  'POST /api/eclass/calendar/feed': 'reads no input (the session only)',
  'DELETE /api/eclass/calendar/feed': 'reads no input (the session only)',
  'GET /api/abc/trial/list': 'no input',
  'GET /api/abc/actions': 'no input',
  'POST /api/pay/notify/:provider':
    "a gateway's form post answered with the literal text success or fail, not the envelope; payments.test.ts sends forged, tampered and malformed notifications and checks each answers fail and changes nothing",
  'GET /api/shop/cart': 'reads no input (the session only)',
  'GET /api/user/address/list': 'reads no input (the session only)',
  'GET /api/msg/group': 'reads no input (the session only)',
  'GET /api/msg/unread': 'reads no input (the session only)',
  'GET /api/msg/settings': 'reads no input (the session only)',
  'GET /api/user/block/list': 'reads no input (the session only)',
  'GET /api/user/square': 'no input',
};

const KIB = 1024;
/**
 * R2: a 100 KiB string is answered within a second. The test only catches the
 * catastrophic case (a regular expression that backtracks, a parser that goes
 * quadratic: minutes), so its bound leaves room for a 2-core machine running
 * two suites at once (a captcha picture took over 10 s there once, at a load
 * average of 11); timings are measured in bench/, not here.
 */
const SLOW_MS = 30_000;

/** Values a field is replaced by; `raw` is JSON text spliced in as is (numbers JSON.stringify cannot write, escapes). */
type Replacement = { label: string; value?: Json; raw?: string; drop?: true };

function fieldMutations(value: Json): Replacement[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const wrongType: Json = typeof value === 'string' ? 12345 : typeof value === 'number' ? 'abc' : typeof value === 'boolean' ? 'yes' : 'x';
  return [
    { label: 'dropped', drop: true },
    { label: 'wrong type', value: wrongType },
    { label: 'null', value: null },
    { label: 'empty string', value: '' },
    { label: 'NUL inside', value: `${text}\u0000x` },
    { label: 'NUL alone', value: '\u0000' },
    { label: '60 KiB', value: 'x'.repeat(60 * KIB) },
    { label: '100 KiB', value: 'x'.repeat(100 * KIB) },
    { label: 'negative', value: -1 },
    { label: 'huge number', value: 2 ** 53 + 2 },
    { label: 'fraction', value: 1.5 },
    { label: 'Infinity (1e999)', raw: '1e999' },
    { label: 'negative zero', raw: '-0' },
    { label: 'NaN as text', value: 'NaN' },
    { label: 'array', value: [value] },
    { label: 'object', value: { value } },
    { label: '__proto__ object', raw: '{"__proto__":{"polluted":"field"}}' },
    { label: 'emoji', value: '😀'.repeat(20) },
    { label: 'RTL override and zero width', value: `\u202e${text}\u200b` },
    { label: 'lone surrogate', raw: '"a\\ud800b"' },
    { label: 'full-width digits', value: '１２３４５６' },
    { label: 'combining marks', value: `${text}${'\u0301'.repeat(500)}` },
  ];
}

/** A JSON text of `body` with one field replaced (or dropped). */
function mutateBody(body: Record<string, Json>, key: string, m: Replacement): string {
  const copy: Record<string, Json> = { ...body };
  if (m.drop) {
    delete copy[key];
    return JSON.stringify(copy);
  }
  if (m.raw === undefined) return JSON.stringify({ ...copy, [key]: m.value as Json });
  copy[key] = '@@RAW@@';
  return JSON.stringify(copy).replace('"@@RAW@@"', m.raw);
}

/** Whole-body mutations. */
function bodyMutations(body: Record<string, Json>): Array<{ label: string; text: string }> {
  const inner = JSON.stringify(body).slice(1, -1);
  const sep = inner ? ',' : '';
  return [
    { label: 'array body', text: JSON.stringify([body]) },
    { label: 'string body', text: '"x"' },
    { label: 'null body', text: 'null' },
    { label: 'number body', text: '42' },
    { label: '__proto__ key', text: `{${inner}${sep}"__proto__":{"polluted":"body"}}` },
    { label: 'constructor.prototype key', text: `{${inner}${sep}"constructor":{"prototype":{"polluted":"body"}}}` },
    { label: 'unknown key', text: `{${inner}${sep}"isAdmin":true}` },
    { label: 'duplicate key', text: `{${inner}${sep}${inner || '"a":1'}}` },
    { label: 'truncated JSON', text: `{${inner}` },
    { label: 'deeply nested', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  ];
}

/** Query values, written as they appear in the URL (already encoded where they must be). */
const QUERY_VALUES: Array<{ label: string; encoded: string }> = [
  { label: 'wrong type', encoded: 'abc' },
  { label: 'empty', encoded: '' },
  { label: 'NUL', encoded: '%00' },
  { label: 'NUL inside', encoded: '1%00x' },
  { label: '100 KiB', encoded: 'x'.repeat(100 * KIB) },
  { label: 'negative', encoded: '-1' },
  { label: 'huge number', encoded: '99999999999999999999' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'Infinity', encoded: 'Infinity' },
  { label: 'fraction', encoded: '1.5' },
  { label: 'emoji', encoded: encodeURIComponent('😀'.repeat(5)) },
  { label: 'invalid UTF-8', encoded: '%ED%A0%80' },
  { label: 'bad percent escape', encoded: '%E0%A4%A' },
  { label: 'lone percent', encoded: '%' },
  { label: 'full-width digits', encoded: encodeURIComponent('１２') },
];

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

function queryMutations(query: Record<string, string>): Array<{ label: string; kind: string; key?: string; search: string }> {
  const out: Array<{ label: string; kind: string; key?: string; search: string }> = [];
  for (const key of Object.keys(query)) {
    const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k !== key));
    const base = encodeQuery(rest);
    const join = base ? `${base}&` : '';
    out.push({ key, kind: 'dropped', label: `${key} dropped`, search: base });
    for (const v of QUERY_VALUES) out.push({ key, kind: v.label, label: `${key} ${v.label}`, search: `${join}${encodeURIComponent(key)}=${v.encoded}` });
    out.push({ key, kind: 'repeated', label: `${key} repeated`, search: `${encodeQuery(query)}&${encodeURIComponent(key)}=2` });
    out.push({ key, kind: 'as array', label: `${key} as array`, search: `${join}${encodeURIComponent(key)}[]=1` });
  }
  const all = encodeQuery(query);
  const join = all ? `${all}&` : '';
  out.push({ kind: '__proto__ key', label: '__proto__ key', search: `${join}__proto__[polluted]=query&__proto__=x` });
  out.push({ kind: 'constructor key', label: 'constructor key', search: `${join}constructor[prototype][polluted]=query` });
  out.push({ kind: 'unknown key', label: 'unknown key', search: `${join}isAdmin=true` });
  return out;
}

const PARAM_VALUES = ['0', '-1', 'abc', '1.5', '99999999999', 'NaN', '%00', '1%00', '%E0%A4%A', encodeURIComponent('１'), 'x'.repeat(10 * KIB)];

interface Case {
  route: string;
  label: string;
  /** What is mutated: 'valid', 'field <key>', 'body', 'query <key>', 'query', 'param <name>'. */
  group: string;
  /** The mutation without the name of what it mutates (e.g. 'NUL inside'): every kind runs in the sample. */
  kind: string;
  method: string;
  path: string;
  body?: string;
  session: boolean;
  staff: boolean;
  envelope: 'api' | 'captcha';
}

function routeCases(route: string, sample: Sample, ids: Ids): Case[] {
  const [method, template] = route.split(' ');
  const ctx = { route, method, session: Boolean(sample.session), staff: Boolean(sample.staff), envelope: sample.envelope ?? ('api' as const) };
  const idParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(sample.params ?? {})) idParams[k] = v === 'BOOK' ? String(ids.book) : v === 'VIDEO' ? String(ids.video) : v;
  const fill = (params: Record<string, string>) => template.replace(/:(\w+)/g, (_, name: string) => params[name]);
  const query = sample.query?.(ids);
  const withQuery = (path: string, search = query ? encodeQuery(query) : '') => (search ? `${path}?${search}` : path);
  const validPath = withQuery(fill(idParams));
  const body = sample.body?.(ids);
  const cases: Case[] = [];
  const bodyText = body ? JSON.stringify(body) : undefined;

  cases.push({ ...ctx, group: 'valid', kind: 'valid sample', label: 'valid sample', path: validPath, body: bodyText });
  if (sample.body) {
    const fresh = () => sample.body!(ids);
    for (const key of Object.keys(body!)) {
      for (const m of fieldMutations(body![key])) {
        cases.push({ ...ctx, group: `field ${key}`, kind: `field ${m.label}`, label: `${key} ${m.label}`, path: validPath, body: mutateBody(fresh(), key, m) });
      }
    }
    for (const m of bodyMutations(fresh())) cases.push({ ...ctx, group: 'body', kind: `body ${m.label}`, label: m.label, path: validPath, body: m.text });
  }
  if (query) {
    for (const m of queryMutations(query)) {
      cases.push({ ...ctx, group: m.key === undefined ? 'query' : `query ${m.key}`, kind: `query ${m.kind}`, label: `query ${m.label}`, path: withQuery(fill(idParams), m.search), body: bodyText });
    }
  }
  for (const name of Object.keys(idParams)) {
    for (const value of PARAM_VALUES) {
      const label = `param ${name}=${value.slice(0, 20)}`;
      cases.push({ ...ctx, group: `param ${name}`, kind: `param ${value.slice(0, 20)}`, label, path: withQuery(fill({ ...idParams, [name]: value })), body: bodyText });
    }
  }
  return cases;
}

function expectEnvelope(c: Case, status: number, contentType: string | null, payload: unknown) {
  const where = `${c.route} [${c.label}]`;
  expect({ where, status: status < 500 }).toEqual({ where, status: true });
  expect({ where, json: /application\/json/.test(contentType ?? '') }).toEqual({ where, json: true });
  const body = payload as Record<string, unknown>;
  if (c.envelope === 'captcha' && 'repCode' in body) {
    expect({ where, repCode: typeof body.repCode, keys: Object.keys(body).sort() }).toEqual({
      where,
      repCode: 'string',
      keys: ['repCode', 'repData', 'repMsg', 'success'],
    });
    return;
  }
  expect({ where, keys: Object.keys(body).sort(), code: typeof body.code, msg: typeof body.msg }).toEqual({
    where,
    keys: ['code', 'data', 'msg'],
    code: 'number',
    msg: 'string',
  });
  if (status >= 400) expect({ where, code: body.code === 0, data: body.data }).toEqual({ where, code: false, data: null });
  else expect({ where, code: body.code }).toEqual({ where, code: 0 });
}

/** Every case (FUZZ_FULL=1, `npm run test:fuzz`) or the fixed sample `npm test` runs. */
const FULL = process.env.FUZZ_FULL === '1';
const SEED = process.env.FUZZ_SEED ?? '1';
const PER_GROUP = Number(process.env.FUZZ_PER_GROUP ?? 2);

/** A 32-bit seed from a text, so the sample of a route and group is the same on every run with one FUZZ_SEED. */
function seedOf(key: string): number {
  return [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 0x9e3779b9);
}

/**
 * The sample: each route's valid request, PER_GROUP cases of each group (a
 * field, a query key, a path parameter, the whole body), and then, for every
 * mutation kind the draw left out, its first case in route order.
 */
function sampleCases(all: Map<string, Case[]>): Map<string, Case[]> {
  if (FULL) return all;
  const picked = new Map<string, Case[]>();
  const kinds = new Set<string>();
  for (const [route, cases] of all) {
    const groups = new Map<string, Case[]>();
    for (const c of cases) {
      if (!groups.has(c.group)) groups.set(c.group, []);
      groups.get(c.group)!.push(c);
    }
    const chosen: Case[] = [];
    for (const [group, pool] of groups) {
      const next = random(seedOf(`${SEED} ${route} ${group}`));
      for (let i = 0; i < PER_GROUP && pool.length; i++) chosen.push(...pool.splice(Math.floor(next() * pool.length), 1));
    }
    for (const c of chosen) kinds.add(c.kind);
    picked.set(route, chosen);
  }
  for (const [route, cases] of all) {
    for (const c of cases) {
      if (kinds.has(c.kind)) continue;
      kinds.add(c.kind);
      picked.get(route)!.push(c);
    }
  }
  return picked;
}

let restoreEnv: () => void;
beforeAll(() => {
  // Limits high enough that every mutation reaches the validators and the handlers.
  restoreEnv = setServerEnv({
    PASSWORD_PEPPER: TEST_PEPPER,
    PASSWORD_HASH_MEMORY_KIB: '19456',
    MONITOR_REPORTS_PER_MINUTE: '100000',
    COMMENTS_PER_HOUR: '100000',
    CAPTCHA_GET_PER_MINUTE: '100000',
    CAPTCHA_GET_PER_MINUTE_IP: '100000',
    CAPTCHA_CHECK_PER_MINUTE: '100000',
    CAPTCHA_CHECK_PER_MINUTE_IP: '100000',
    OPERATOR_TOKEN: 'fuzz-operator-token-0123456789',
  });
});
afterAll(() => restoreEnv());

/** The cases of every route; ids as the seed gives them (the sample's choice does not depend on them). */
function allCases(ids: Ids): Map<string, Case[]> {
  return new Map(Object.keys(SAMPLES).map((route) => [route, routeCases(route, SAMPLES[route], ids)]));
}

describe('fuzz coverage', () => {
  it('has a sample for every manifest route that takes input', () => {
    const missing = Object.keys(ROUTE_ACCESS).filter((route) => !SAMPLES[route] && !NOT_FUZZED[route]);
    expect(missing).toEqual([]);
  });

  it("samples every route's valid request, every field, key and parameter, and every mutation kind", () => {
    const all = allCases({ book: 1, video: 1, user: 1 });
    const sample = sampleCases(all);
    const groups = (m: Map<string, Case[]>) => new Set([...m.values()].flat().map((c) => `${c.route} ${c.group}`));
    const kinds = (m: Map<string, Case[]>) => new Set([...m.values()].flat().map((c) => c.kind));
    expect([...groups(all)].filter((g) => !groups(sample).has(g))).toEqual([]);
    expect([...kinds(all)].filter((k) => !kinds(sample).has(k))).toEqual([]);
    const total = (m: Map<string, Case[]>) => [...m.values()].reduce((n, cases) => n + cases.length, 0);
    if (process.env.FUZZ_REPORT) process.stdout.write(`fuzz: ${total(sample)} of ${total(all)} cases sampled\n`);
  });
});

const engineSuite = FULL ? describeEachEngine : describeApi;

engineSuite('mutation fuzzing of the API', (t: EngineSuite) => {
  let ids: Ids;
  let cases: Map<string, Case[]>;
  beforeAll(async () => {
    await seed(t.db);
    const other = await createUserWithSession(t.db, { profileVisibility: 'public' });
    ids = { book: await bookId(t.db, 'where-is-pip'), video: await videoId(t.db, 'count-to-ten'), user: other.userId };
    cases = sampleCases(allCases(ids));
  }, SEED_TIMEOUT);

  it.each(Object.keys(SAMPLES))('%s: no 5xx, the envelope holds, nothing polluted', async (route) => {
    const routeCases = cases.get(route)!;
    let slowest = 0;
    const failures: string[] = [];
    for (const c of routeCases) {
      const headers: Record<string, string> = { 'x-operator-token': 'fuzz-operator-token-0123456789' };
      if (c.session) headers.token = (await createUserWithSession(t.db, c.staff ? { role: 'adviser' } : {})).token;
      if (c.body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      const res = await t.request(c.path, { method: c.method, body: c.body, headers, ip: newIp() });
      const text = await res.text();
      slowest = Math.max(slowest, performance.now() - started);
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        payload = { unparsable: text.slice(0, 200) };
      }
      try {
        expectEnvelope(c, res.status, res.headers.get('content-type'), payload);
      } catch {
        failures.push(`${c.label}: ${res.status} ${text.slice(0, 120)}`);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    }
    fuzzStats.cases += routeCases.length;
    fuzzStats.slowestMs = Math.max(fuzzStats.slowestMs, slowest);
    expect({ route, failures, slowMs: slowest < SLOW_MS }).toEqual({ route, failures: [], slowMs: true });
  });

  afterAll(() => {
    if (process.env.FUZZ_REPORT) process.stdout.write(`fuzz: ${fuzzStats.cases} cases, slowest ${Math.round(fuzzStats.slowestMs)} ms\n`);
  });
});

const fuzzStats = { cases: 0, slowestMs: 0 };
