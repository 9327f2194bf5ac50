// Types of scripts/cluster.mjs for the TypeScript that imports it (tests/e2e/cluster.spec.ts).
export const ROOT: string;
export const NGINX_TEMPLATE: string;
export const DEFAULT_DATABASE_URL: string;

export class ClusterUnavailable extends Error {}

export function findNginx(): { bin: string; version: string } | null;
export function ensureDatabase(url: string): Promise<void>;
export function redact(url: string): string;
export function renderNginxTemplate(values: Record<string, string>): string;
export function nginxConf(options: { dir: string; port: number; instancePorts: number[]; keepalive?: number }): string;

export interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  readonly logFile: string;
}

export interface Cluster {
  url: string;
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  uploadDir: string;
  nginxVersion: string;
  startMs: number;
  instances: ClusterInstance[];
  restart(n: number): Promise<{ exit: { code: number | null; signal: string | null; killed?: boolean } | null; downMs: number }>;
  stop(): Promise<void>;
}

export function startCluster(options?: {
  instances?: number;
  port?: number;
  firstPort?: number;
  databaseUrl?: string;
  redisUrl?: string;
  dir?: string;
  env?: Record<string, string>;
  keepalive?: number;
  build?: boolean;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}): Promise<Cluster>;
