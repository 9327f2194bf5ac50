import 'server-only';
import { z } from 'zod';

/**
 * Every setting the server reads, with the default a fresh machine runs on.
 * Nothing is required: `npm start` must work with no environment at all.
 * Limits default to production values; tests lower or raise them explicitly.
 */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
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
  SITE_URL: z.string().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  SEED: z.enum(['true', 'false']).default('true'),
  MONITOR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  OPERATOR_TOKEN: optionalString,
  ALLOWED_ORIGINS: optionalString,
});

export type ServerConfig = z.infer<typeof schema>;

let cached: ServerConfig | undefined;

export function getConfig(): ServerConfig {
  cached ??= schema.parse(process.env);
  return cached;
}

/** Tests change the environment between files; this forgets what was read. */
export function resetConfig(): void {
  cached = undefined;
}
