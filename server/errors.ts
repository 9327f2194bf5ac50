import 'server-only';

/**
 * The closed table of errors the API can answer. `code` is what the envelope
 * carries (1001 is the spec's session-expired code, which clients act on);
 * `http` is the status; the message is `Errors.<name>` in messages/*.json.
 */
export const ERROR_CODES = {
  SESSION_EXPIRED: { code: 1001, http: 401 },
  LOGIN_REQUIRED: { code: 1001, http: 401 },
  VALIDATION_FAILED: { code: 4000, http: 400 },
  FORBIDDEN: { code: 4030, http: 403 },
  CROSS_SITE_REQUEST: { code: 4031, http: 403 },
  NOT_FOUND: { code: 4040, http: 404 },
  CONFLICT: { code: 4090, http: 409 },
  PAYLOAD_TOO_LARGE: { code: 4130, http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 4150, http: 415 },
  TOO_MANY_REQUESTS: { code: 4290, http: 429 },
  // Profile and account cancellation (46xx).
  CONTENT_EMPTY: { code: 4601, http: 400 },
  CONTENT_NOT_UPDATED: { code: 4602, http: 400 },
  AVATAR_TYPE_INVALID: { code: 4603, http: 415 },
  AVATAR_TOO_LARGE: { code: 4604, http: 413 },
  AVATAR_UNREADABLE: { code: 4605, http: 400 },
  AVATAR_TOO_MANY_PIXELS: { code: 4606, http: 400 },
  AVATAR_NOT_UPLOADED: { code: 4607, http: 400 },
  USER_NOT_FOUND: { code: 4608, http: 404 },
  CANCELLATION_ACCOUNT_MISMATCH: { code: 4610, http: 400 },
  CANCELLATION_EXISTS: { code: 4611, http: 409 },
  CANCELLATION_NOT_FOUND: { code: 4612, http: 404 },
  CANCELLATION_PERIOD_OVER: { code: 4613, http: 409 },
  PROFILE_CHILD_PRIVATE: { code: 4614, http: 400 },
  // Login, codes and passwords (41xx; 429s of the code limits 429x; delivery 50xx).
  PARAMETER_CONFLICT: { code: 4001, http: 400 },
  PASSWORD_LOGIN_FAILED: { code: 4101, http: 401 },
  CODE_INCORRECT: { code: 4102, http: 400 },
  // 4103 (no longer valid) and 4104 (out of tries) are retired: every failed check answers 4102 (issue #17).
  CODE_WRONG_PURPOSE: { code: 4105, http: 400 },
  CAPTCHA_REQUIRED: { code: 4106, http: 400 },
  CAPTCHA_INVALID: { code: 4107, http: 400 },
  OLD_PASSWORD_REQUIRED: { code: 4108, http: 400 },
  OLD_PASSWORD_WRONG: { code: 4109, http: 400 },
  PASSWORD_TOO_COMMON: { code: 4110, http: 400 },
  PASSWORD_PERSONAL: { code: 4111, http: 400 },
  PASSWORD_UNCHANGED: { code: 4112, http: 400 },
  // A code that would create an account needs the sign-up answers (issue #10).
  CONSENT_REQUIRED: { code: 4113, http: 400 },
  GUARDIAN_CONSENT_REQUIRED: { code: 4114, http: 400 },
  // Live classes (47xx): the booking rules of SPEC §5 and the leave flow.
  BOOKING_DATE_REQUIRED: { code: 4701, http: 400 },
  BOOKING_PERIOD_REQUIRED: { code: 4702, http: 400 },
  BOOKING_MATERIAL_REQUIRED: { code: 4703, http: 400 },
  BOOKING_TIME_REQUIRED: { code: 4704, http: 400 },
  BOOKING_TOO_MANY: { code: 4705, http: 400 },
  BOOKING_EXCEEDS_REMAINING: { code: 4706, http: 409 },
  BOOKING_IN_PAST: { code: 4707, http: 400 },
  BOOKING_AFTER_CUTOFF: { code: 4708, http: 400 },
  BOOKING_TOO_LONG: { code: 4709, http: 400 },
  TEACHER_PAUSED: { code: 4710, http: 409 },
  TRIAL_NEEDS_ADVISER: { code: 4711, http: 400 },
  BOOKING_FAILED: { code: 4712, http: 409 },
  BOOKING_TIME_CLASH: { code: 4713, http: 409 },
  BOOKING_NO_PACKAGE: { code: 4714, http: 409 },
  BOOKING_BEYOND_HORIZON: { code: 4715, http: 400 },
  BOOKING_PACKAGES_EXPIRED: { code: 4716, http: 409 },
  LESSON_NOT_FOUND: { code: 4720, http: 404 },
  LEAVE_TOO_LATE: { code: 4721, http: 409 },
  LEAVE_NOT_POSSIBLE: { code: 4722, http: 409 },
  LEAVE_REASON_REQUIRED: { code: 4723, http: 400 },
  LEAVE_VOUCHER_INVALID: { code: 4724, http: 409 },
  LEAVE_WRONG_KIND: { code: 4725, http: 400 },
  ABSENT_BEFORE_START: { code: 4726, http: 409 },
  // What happens around a lesson: preview, classroom, review, exercises (4740-4749).
  LESSON_NOT_STARTED: { code: 4740, http: 409 },
  REVIEW_NOT_OPEN: { code: 4741, http: 409 },
  CLASSROOM_NOT_OPEN: { code: 4742, http: 409 },
  CLASSROOM_CLOSED: { code: 4743, http: 409 },
  LESSON_CANCELLED: { code: 4744, http: 409 },
  EXERCISE_ANSWER_INVALID: { code: 4745, http: 400 },
  QUESTION_NOT_FOUND: { code: 4746, http: 404 },
  DOWNLOAD_LINK_INVALID: { code: 4747, http: 403 },
  CLASSROOM_URL_INVALID: { code: 4748, http: 400 },
  LESSON_NO_MATERIAL: { code: 4749, http: 409 },
  // Follows, blocks and reports of other users (4760-4779).
  CANNOT_FOLLOW_SELF: { code: 4760, http: 400 },
  FOLLOW_BLOCKED: { code: 4761, http: 403 },
  CANNOT_BLOCK_SELF: { code: 4762, http: 400 },
  CANNOT_REPORT_SELF: { code: 4763, http: 400 },
  REPORT_EXISTS: { code: 4764, http: 409 },
  // Store catalogue, cart and shipping addresses (4801-4809).
  CART_PACKAGE: { code: 4801, http: 400 },
  CART_QUANTITY: { code: 4802, http: 400 },
  CART_STOCK: { code: 4803, http: 409 },
  ITEM_SOLD_OUT: { code: 4804, http: 409 },
  ADDRESS_LIMIT: { code: 4805, http: 409 },
  ADDRESS_ADDRESSEE_INVALID: { code: 4806, http: 400 },
  ADDRESS_PHONE_INVALID: { code: 4807, http: 400 },
  ADDRESS_REGION_INVALID: { code: 4808, http: 400 },
  ADDRESS_DETAIL_INVALID: { code: 4809, http: 400 },
  // Store orders and payments (4810-4829).
  ORDER_MIXED_KINDS: { code: 4810, http: 400 },
  ORDER_ADDRESS_REQUIRED: { code: 4811, http: 400 },
  ORDER_PACKAGE_SINGLE: { code: 4812, http: 400 },
  ORDER_OVER_PREPAY_CAP: { code: 4813, http: 409 },
  ORDER_ITEM_UNAVAILABLE: { code: 4814, http: 409 },
  ORDER_OUT_OF_STOCK: { code: 4815, http: 409 },
  ORDER_EXPIRED: { code: 4816, http: 409 },
  ORDER_NOT_PENDING: { code: 4817, http: 409 },
  PAYMENT_NOT_COMPLETED: { code: 4818, http: 409 },
  PAYMENT_ATTEMPT_CLOSED: { code: 4819, http: 409 },
  // Messages (4780-4789).
  MESSAGE_SELF: { code: 4780, http: 400 },
  MESSAGE_GROUP_INVALID: { code: 4781, http: 400 },
  MESSAGE_NOT_FOUND: { code: 4782, http: 404 },
  MESSAGE_BLOCKED: { code: 4783, http: 403 },
  // 4784 (a child's account talks to staff only) is retired: anyone but staff reads 4785 for a child, a private profile or a block (issue #28 L1).
  MESSAGE_NOT_ALLOWED: { code: 4785, http: 403 },
  MESSAGE_EMPTY: { code: 4786, http: 400 },
  MESSAGE_TOO_LONG: { code: 4787, http: 400 },
  QUIET_HOURS_INVALID: { code: 4788, http: 400 },
  // The dictionary and the word bank (4790-4799).
  WORD_UNKNOWN: { code: 4790, http: 404 },
  WORD_NOT_ON_PAGE: { code: 4791, http: 400 },
  WORD_BANK_FULL: { code: 4792, http: 409 },
  // Dubbing (4770-4779).
  DUBBING_AUDIO_INVALID: { code: 4770, http: 415 },
  DUBBING_AUDIO_TOO_LARGE: { code: 4771, http: 413 },
  DUBBING_AUDIO_TOO_LONG: { code: 4772, http: 400 },
  DUBBING_AUDIO_EMPTY: { code: 4773, http: 400 },
  DUBBING_PAGE_INVALID: { code: 4774, http: 400 },
  DUBBING_FINISHED: { code: 4775, http: 409 },
  DUBBING_PAGES_MISSING: { code: 4776, http: 409 },
  // The AI picture book (4750-4759).
  CREATION_LIMIT: { code: 4750, http: 429 },
  CREATION_RUNNING: { code: 4751, http: 409 },
  CREATION_NOT_RUNNING: { code: 4752, http: 409 },
  CREATION_FAILED: { code: 4753, http: 500 },
  CREATION_BAD_ANSWER: { code: 4754, http: 502 },
  CREATION_UNAVAILABLE: { code: 4755, http: 503 },
  CREATION_INTERRUPTED: { code: 4756, http: 500 },
  BOOK_PUBLISH_CHILD: { code: 4757, http: 403 },
  BOOK_NAME_CHOICE_REQUIRED: { code: 4758, http: 409 },
  TRIAL_ALREADY_USED: { code: 4730, http: 409 },
  TRIAL_NOT_FOUND: { code: 4731, http: 404 },
  CODE_RESEND_TOO_SOON: { code: 4291, http: 429 },
  CODE_DESTINATION_LIMIT: { code: 4292, http: 429 },
  CODE_IP_LIMIT: { code: 4293, http: 429 },
  CODE_REGION_LIMIT: { code: 4294, http: 429 },
  LOGIN_THROTTLED: { code: 4295, http: 429 },
  CODE_CHECK_THROTTLED: { code: 4296, http: 429 },
  CODE_DELIVERY_FAILED: { code: 5021, http: 502 },
  CODE_SERVICE_PAUSED: { code: 5031, http: 503 },
  // The storage provider (disk or bucket) did not take an upload.
  STORAGE_UNAVAILABLE: { code: 5032, http: 503 },
  INTERNAL: { code: 5000, http: 500 },
} as const;

export type ErrorName = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly name = 'AppError';
  constructor(
    readonly error: ErrorName,
    readonly options: { params?: Record<string, string | number>; cause?: unknown; retryAfter?: number } = {},
  ) {
    super(error, { cause: options.cause });
  }

  get code(): number {
    return ERROR_CODES[this.error].code;
  }

  get status(): number {
    return ERROR_CODES[this.error].http;
  }
}
