import 'server-only';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

import { BRAND_NAME_PATTERN } from '@/lib/brand';

/**
 * Every setting the server reads, with the default a fresh machine runs on.
 * Nothing is required: `npm start` must work with no environment at all.
 * Limits default to production values; tests lower or raise them explicitly.
 */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
/**
 * TRUST_PROXY: how many proxy hops in front of us append to X-Forwarded-For,
 * or which proxies (addresses, CIDR ranges, `loopback`/`linklocal`/`uniquelocal`).
 * `false`/`0`/empty = none (the header is ignored), `true` = 1 hop. See
 * clientAddress in server/services/auth/client-network.ts.
 */
export type ProxyTrust = number | string[];
const proxyTrust = z
  .string()
  .optional()
  .transform((value, ctx): ProxyTrust => {
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '' || text === 'false') return 0;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((part) => part.trim()).filter(Boolean);
    try {
      proxyaddr.compile(list);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: false, true, a hop count, or proxy addresses / CIDR ranges' });
      return z.NEVER;
    }
    return list;
  });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString,
  PGLITE_DIR: z.string().default('.data/pglite'),
  MIGRATIONS_DIR: z.string().default('drizzle'),
  REDIS_URL: optionalString,
  ABC_HOST: optionalString,
  SITE_URL: optionalString
    .pipe(z.url({ protocol: /^https?$/, error: 'an http(s) origin such as https://www.example.com' }).optional())
    .transform((v) => v ?? 'http://localhost:3000'),
  // Where the browser sends API calls, and where the English 'Create Book' button leads: read when the server
  // runs and written into every page (lib/runtime-config.ts), so one production build serves any environment.
  API_BASE_URL: optionalString.pipe(
    z.string().regex(/^(\/[^/\\]|\/$|https?:\/\/[^/])/, 'a path on this site such as /api, or an http(s) URL').optional(),
  ),
  CREATE_BOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional()),
  // The brand (lib/brand.ts): the names put in place of 萌芽英语 / Sprout English in every text, and the logo.
  BRAND_NAME_CN: optionalString.pipe(z.string().regex(BRAND_NAME_PATTERN, "1-40 characters without { } < > # or ' (use ’)").optional()),
  BRAND_NAME_EN: optionalString.pipe(z.string().regex(BRAND_NAME_PATTERN, "1-40 characters without { } < > # or ' (use ’)").optional()),
  BRAND_LOGO_URL: optionalString.pipe(
    z
      .string()
      .refine((v) => /^\/[^/\\\s][^\s]*$/.test(v) || (URL.canParse(v) && new URL(v).protocol === 'https:' && !/\s/.test(v)), {
        message: 'a path on this site such as /brand/logo.svg, or an https URL',
      })
      .optional(),
  ),
  // Graceful shutdown (SIGTERM/SIGINT): how long requests in flight get before the exit is forced.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: proxyTrust,
  SEED: z.enum(['true', 'false']).default('true'),
  MONITOR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  OPERATOR_TOKEN: optionalString,
  // Accounts (phone numbers with dial code, or e-mail addresses, comma-separated) that hold the staff role.
  STAFF_ACCOUNTS: optionalString,
  ALLOWED_ORIGINS: optionalString,
  // Socket hub on /ws (baseline W2): caps on sockets, messages a second per socket, server ping interval
  // (a socket that misses two pongs in a row is terminated), and the send queue above which a reader is dropped.
  WS_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(5),
  WS_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  WS_MAX_SOCKETS: z.coerce.number().int().min(1).default(10_000),
  WS_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).default(10),
  WS_PING_INTERVAL_MS: z.coerce.number().int().min(50).default(15_000),
  WS_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  // Captcha (accounts feature): per-minute limits per client address and per clientUid, lock after failed checks.
  CAPTCHA_GET_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CAPTCHA_GET_PER_MINUTE_IP: z.coerce.number().int().min(1).default(120),
  CAPTCHA_CHECK_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CAPTCHA_CHECK_PER_MINUTE_IP: z.coerce.number().int().min(1).default(120),
  CAPTCHA_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(5),
  CAPTCHA_FAILURES_BEFORE_LOCK_IP: z.coerce.number().int().min(1).default(20),
  CAPTCHA_LOCK_SECONDS: z.coerce.number().int().min(1).default(300),
  // Profile and account cancellation (accounts feature).
  UPLOAD_DIR: z.string().default('.data/uploads'),
  // Where uploads live (server/providers/storage): the local folder UPLOAD_DIR, or an S3-compatible bucket that
  // every instance shares. The bucket stays private: the site itself serves /media/uploads/<key> from it.
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://s3.example.com' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString.pipe(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 lower-case letters, digits, dots and hyphens').optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  // Prepended to every key (`sprout/` stores avatars/… as sprout/avatars/…): one bucket may serve several installations.
  S3_PREFIX: optionalString.pipe(
    z.string().regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/, 'a key prefix ending in "/", such as sprout/').optional(),
  ),
  AVATAR_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  COMMENTS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Dubbing page uploads a user may make per hour; each is decoded and scored. */
  DUBBING_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Private messages a user may send per minute. */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Follows, blocks and reports (social feature): toggles per user and hour; reports per user and day.
  FOLLOWS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  REPORTS_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** Words a user may add to their word bank per hour (the bank itself holds at most 2,000). */
  WORD_BANK_ADDS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  CANCELLATION_COOLING_OFF_DAYS: z.coerce.number().min(0).default(15),
  ANONYMISE_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  // Login, codes and passwords (auth feature). Limits default to production values.
  PASSWORD_PEPPER: optionalString.pipe(z.string().min(16).optional()),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(2).default(2),
  LOGIN_FAILURE_FREE_TRIES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_FAILURES_PER_HOUR_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURES_PER_HOUR_IP: z.coerce.number().int().min(1).default(100),
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).default(60),
  CODE_LIMIT_DESTINATION_HOUR: z.coerce.number().int().min(1).default(5),
  CODE_LIMIT_DESTINATION_DAY: z.coerce.number().int().min(1).default(10),
  CODE_LIMIT_IP_HOUR: z.coerce.number().int().min(1).default(10),
  CODE_LIMIT_IP_DAY: z.coerce.number().int().min(1).default(30),
  SMS_LIMIT_DIAL_CODE_DAY: z.coerce.number().int().min(1).default(200),
  SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(2000),
  EMAIL_DAILY_BUDGET: z.coerce.number().int().min(1).default(2000),
  // Share of a daily budget after which every send needs the captcha (and a warning is logged), and the
  // last share kept for numbers and addresses that already have an account (an error is logged on entry).
  CODE_BUDGET_CAPTCHA_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  CODE_BUDGET_RESERVE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  // Codes within the hour to one destination, and from one client network, that need no captcha (then one is required).
  CODE_CAPTCHA_FREE_PER_HOUR: z.coerce.number().int().min(0).default(1),
  // Failed code checks per client network (IPv6 /64) per hour, then 429 (CODE_CHECK_THROTTLED).
  CODE_CHECK_FAILURES_PER_HOUR_IP: z.coerce.number().int().min(1).default(20),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: optionalString,
  SMS_GATEWAY_KEY: optionalString,
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: optionalString,
  // Default: the English brand name <no-reply@localhost>.
  EMAIL_FROM: optionalString,
  // Store payments: the provider (only the sandbox gateway so far), the sandbox's signing secret (else one
  // generated once into .data/secrets/payment-sandbox) and the base URL its notifications are posted to
  // (default: this server on its own port, http://127.0.0.1:PORT; /api/pay/notify/<provider> is appended).
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: optionalString.pipe(z.string().min(16).optional()),
  PAYMENT_NOTIFY_BASE_URL: optionalString.pipe(z.url().optional()),
  DEV_OUTBOX: flag,
  // Live classes: the classroom provider (the built-in classroom page; a video classroom such as Tencent LCIC or
  // ClassIn plugs in behind server/providers/classroom) and, for end-to-end tests only, the endpoint that moves a
  // lesson in time (POST /api/dev/lessons/shift).
  CLASSROOM_PROVIDER: z.enum(['local']).default('local'),
  // Picture-book dubbing (#15): the pronunciation-assessment provider (the built-in acoustic approximation; a
  // service such as Azure Speech, iFlytek ISE or Tencent SOE plugs in behind server/providers/speech).
  SPEECH_ASSESSMENT_PROVIDER: z.enum(['local']).default('local'),
  DEV_TIME_TRAVEL: flag,
  /** The AI picture book's story generator: the built-in offline composer, or an OpenAI-compatible service. */
  STORY_PROVIDER: z.enum(['local', 'openai']).default('local'),
  STORY_OPENAI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.example.com/v1' }).optional()),
  STORY_OPENAI_API_KEY: optionalString,
  STORY_OPENAI_TEXT_MODEL: optionalString,
  STORY_OPENAI_IMAGE_MODEL: optionalString,
  /** Picture books a user may start creating per hour and per day. */
  STORY_CREATIONS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  STORY_CREATIONS_PER_DAY: z.coerce.number().int().min(1).default(20),
}).superRefine((cfg, ctx) => {
  // Settings required by a chosen provider; each missing one is named on its own line.
  const required: [boolean, readonly (keyof typeof cfg)[], string][] = [
    [cfg.STORAGE_PROVIDER === 's3', ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'required when STORAGE_PROVIDER=s3'],
    [cfg.STORY_PROVIDER === 'openai', ['STORY_OPENAI_BASE_URL', 'STORY_OPENAI_TEXT_MODEL', 'STORY_OPENAI_IMAGE_MODEL'], 'required when STORY_PROVIDER is openai'],
  ];
  for (const [chosen, names, message] of required) {
    if (!chosen) continue;
    for (const name of names) if (!cfg[name]) ctx.addIssue({ code: 'custom', path: [name], message });
  }
});

export type ServerConfig = z.infer<typeof schema>;

let cached: ServerConfig | undefined;

/** Settings whose values are never repeated in an error: they hold secrets, or URLs that may carry a password. */
const HIDDEN_VALUE = /SECRET|PEPPER|KEY|TOKEN|PASSWORD|^DATABASE_URL$|^REDIS_URL$|^SMTP_URL$/;

/** A configuration the server cannot start with: one sentence per wrong setting, naming it and what it takes. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeIssues(issues: z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (seen.has(name)) continue; // one sentence per setting
    seen.add(name);
    const raw = env[name];
    const shown = HIDDEN_VALUE.test(name) ? '(value hidden)' : JSON.stringify(raw ?? '');
    problems.push(`${name} = ${shown}: ${issue.message}`);
  }
  return problems;
}

/** The settings, validated once; throws ConfigError naming every wrong value. */
export function getConfig(): ServerConfig {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, process.env));
    cached = parsed.data;
  }
  return cached;
}

/**
 * What is wrong with a production configuration without stopping the
 * server, one sentence each, for the start to print loudly. Without
 * SITE_URL (or with a localhost one) the sitemap, robots.txt, canonical
 * links and social cards name localhost, and search engines index that.
 */
export function productionWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const site = env.SITE_URL?.trim();
  if (!site) {
    return [
      'SITE_URL is not set: the sitemap, robots.txt, canonical links and social cards name http://localhost:3000. Set SITE_URL to the public origin, e.g. SITE_URL=https://www.example.com',
    ];
  }
  let host = '';
  try {
    host = new URL(site).hostname;
  } catch {
    return [`SITE_URL is not a URL (${site}): set it to the public origin, e.g. SITE_URL=https://www.example.com`];
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')) {
    return [`SITE_URL is ${site}: the sitemap and canonical links name a local address. Fine on this machine; set the public origin before the site goes live`];
  }
  return [];
}

/** Tests change the environment between files; this forgets what was read. */
export function resetConfig(): void {
  cached = undefined;
}

/** SITE_URL's host and the ALLOWED_ORIGINS entries, read once per configuration. */
const originLists = new WeakMap<ServerConfig, { siteHost: string; extra: string[] }>();

/**
 * Whether a browser Origin may talk to us (the API's unsafe methods, the /ws
 * upgrade): the request's own host, SITE_URL's host, or an ALLOWED_ORIGINS
 * entry. A malformed origin (`null` included) is not.
 */
export function isAllowedOrigin(origin: string, host: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host && parsed.host === host) return true;
  const cfg = getConfig();
  let lists = originLists.get(cfg);
  if (!lists) {
    lists = { siteHost: new URL(cfg.SITE_URL).host, extra: cfg.ALLOWED_ORIGINS?.split(',').map((o) => o.trim()) ?? [] };
    originLists.set(cfg, lists);
  }
  return parsed.host === lists.siteHost || lists.extra.includes(parsed.origin);
}
