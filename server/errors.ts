import 'server-only';

/**
 * The closed table of errors the API can answer. `code` is what the envelope
 * carries (1001 is the spec's session-expired code, which clients act on);
 * `http` is the status; the message is `Errors.<name>` in messages/*.json.
 */
export const ERROR_CODES = {
  SESSION_EXPIRED: { code: 1001, http: 401 },
  VALIDATION_FAILED: { code: 4000, http: 400 },
  FORBIDDEN: { code: 4030, http: 403 },
  CROSS_SITE_REQUEST: { code: 4031, http: 403 },
  NOT_FOUND: { code: 4040, http: 404 },
  CONFLICT: { code: 4090, http: 409 },
  PAYLOAD_TOO_LARGE: { code: 4130, http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 4150, http: 415 },
  TOO_MANY_REQUESTS: { code: 4290, http: 429 },
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
