import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { backupDirOf } from './db/backup-folder';

/** The shortest key that may sign session tokens: JWT_SECRET, or one kept by an older version. */
export const MIN_SECRET_LENGTH = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// Fastify's trustProxy: a boolean, a hop count, or a list of trusted addresses.
const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string => {
    const lowered = value.trim().toLowerCase();
    if (lowered === 'true') return true;
    if (lowered === 'false') return false;
    if (/^\d+$/.test(lowered)) return Number(lowered);
    return value.trim();
  });

// `host` or `host:port` (the port unless it is 80 or 443), an IPv6 address in brackets.
const HOST_ENTRY = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** ALLOWED_HOSTS: a comma-separated list of Host headers, compared in lower case. */
const allowedHosts = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((host) => HOST_ENTRY.test(host)), {
    message: 'a comma-separated list of host or host:port',
  })
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  JWT_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ALLOWED_HOSTS: allowedHosts,
  TRIAL_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
  TRUST_PROXY: trustProxy,
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOGIN_MAX_FAILURES: count(10),
  LOGIN_MAX_FAILURES_PER_MOBILE: count(100),
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(250),
  AUTH_RATE_LIMIT: count(60),
  DEAL_COUNT_LIMIT: count(20),
  WEB_DIST: z.string().min(1).optional(),
  ANALYTICS_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Node's timers take at most 2^31 − 1 ms (about 24 days).
  REMINDER_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(2_147_483_647).default(60_000),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_MS: z.coerce.number().int().min(100).max(2_147_483_647).default(3_600_000),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs session tokens; when unset the server makes one and keeps it in the database. */
  jwtSecret: string | undefined;
  /** Origin of the absolute addresses the server writes (link previews); see publicOriginOf. */
  publicUrl: string | undefined;
  /** Host headers (lower case, `host:port`) whose origin may stand in for an unset publicUrl. */
  allowedHosts: string[];
  trialDays: number;
  trustProxy: boolean | number | string;
  redisUrl: string | undefined;
  rateLimits: {
    /** Failed logins allowed per mobile from one IP (or one known device) within `loginWindowMs`. */
    loginMaxFailures: number;
    /** Failed logins per mobile from all unknown devices together, past which a wrong password is a 429. */
    loginMaxFailuresPerMobile: number;
    /** First delay once a mobile has more failures than one source may; it doubles each time. */
    loginDelayMs: number;
    loginWindowMs: number;
    /** Signup and login requests allowed per client IP within `authWindowMs`. */
    authPerWindow: number;
    authWindowMs: number;
    /** Views (and, apart, clicks) of one deal counted per client IP within `dealCountWindowMs`. */
    dealCountsPerWindow: number;
    dealCountWindowMs: number;
  };
  webDist: string;
  /** Origin of the page-view collector the web build sends to (its VITE_ANALYTICS_URL); the CSP allows it. */
  analyticsOrigin: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** How often the reminder job queues due reminders' notifications (every minute). */
  reminderJobIntervalMs: number;
  /** Where the server keeps its backups of the embedded database (DATA_DIR/backups). */
  backupDir: string;
  /** How often it writes one (every hour). */
  backupIntervalMs: number;
};

/** Thrown for an unusable environment; the message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Deployment tools often export unset variables as empty strings: treat them as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    // By default only this machine, on the server's own port: what a browser on it sends.
    allowedHosts: vars.ALLOWED_HOSTS ?? [
      `localhost:${vars.PORT}`,
      `127.0.0.1:${vars.PORT}`,
      `[::1]:${vars.PORT}`,
    ],
    trialDays: vars.TRIAL_DAYS,
    trustProxy: vars.TRUST_PROXY,
    redisUrl: vars.REDIS_URL,
    rateLimits: {
      loginMaxFailures: vars.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerMobile: vars.LOGIN_MAX_FAILURES_PER_MOBILE,
      loginDelayMs: vars.LOGIN_DELAY_MS,
      loginWindowMs: 15 * 60_000,
      authPerWindow: vars.AUTH_RATE_LIMIT,
      authWindowMs: 60_000,
      dealCountsPerWindow: vars.DEAL_COUNT_LIMIT,
      dealCountWindowMs: 60 * 60_000,
    },
    webDist: path.resolve(vars.WEB_DIST ?? DEFAULT_WEB_DIST),
    analyticsOrigin: vars.ANALYTICS_URL ? new URL(vars.ANALYTICS_URL).origin : undefined,
    logLevel: vars.LOG_LEVEL,
    reminderJobIntervalMs: vars.REMINDER_JOB_INTERVAL_MS,
    backupDir: backupDirOf(dataDir, vars.BACKUP_DIR),
    backupIntervalMs: vars.BACKUP_INTERVAL_MS,
  };
}
