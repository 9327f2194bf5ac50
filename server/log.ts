import 'server-only';
import pino from 'pino';

import { getConfig } from './config';

const g = globalThis as unknown as { __sproutLog?: pino.Logger };

/**
 * One structured (JSON line) logger for the process. Credentials never reach
 * it: the redaction list covers every field name that can carry a password
 * digest, a code, a token or a captcha answer.
 */
export function getLogger(): pino.Logger {
  g.__sproutLog ??= pino({
    level: process.env.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : getConfig().LOG_LEVEL,
    base: undefined,
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
