import 'server-only';
import pino from 'pino';

import { getConfig } from './config';

const g = globalThis as unknown as { __sproutLog?: pino.Logger };

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseFailure {
  /** SQLSTATE of the database's answer (e.g. 22021), when there is one. */
  code?: string;
  /** The first line of the statement's text, without any parameter values. */
  sql?: string;
}

/**
 * The database side of an error, found along its `cause` chain: drizzle's
 * DrizzleQueryError (`query`, `params`) around the driver's error (pg or
 * PGlite: `code` = SQLSTATE, plus `detail`/`where` that quote values).
 */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  let found: DatabaseFailure | undefined;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { query?: unknown; params?: unknown; code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof e.query === 'string' && 'params' in e) {
      found = { ...found, sql: e.query.split('\n')[0].trim().slice(0, 200) };
    }
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && (found || typeof e.severity === 'string')) {
      found = { ...found, code: e.code };
    }
    current = e.cause;
  }
  return found;
}

/**
 * Errors as logged. A database error carries the statement's parameters
 * (typed login names, e-mail addresses) in drizzle's message and `params`
 * and values in the driver's message and detail: only the SQL text's first
 * line and the SQLSTATE are kept (ASVS5 16.2.5). Other errors keep pino's
 * standard form.
 */
function serializeError(err: unknown): unknown {
  const db = databaseFailure(err);
  if (db) return { type: 'DatabaseError', ...db };
  return pino.stdSerializers.err(err as Error);
}

/**
 * One structured (JSON line) logger for the process. Credentials never reach
 * it: the redaction list covers every field name that can carry a password
 * digest, a code, a token or a captcha answer.
 */
export function getLogger(): pino.Logger {
  g.__sproutLog ??= pino({
    level: process.env.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : getConfig().LOG_LEVEL,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        'token', '*.token', 'password', '*.password', 'pwd', '*.pwd', 'newPwd', '*.newPwd', 'encryptionPwd',
        '*.encryptionPwd', 'msgCode', '*.msgCode', 'emailCode', '*.emailCode', 'captchaVerification',
        '*.captchaVerification', 'secretKey', '*.secretKey', 'pointJson', '*.pointJson', 'headers.token', 'headers.cookie', 'req.headers.token', 'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
  return g.__sproutLog;
}
