import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-jwt-secret-of-at-least-32-characters';

describe('loadConfig', () => {
  const tempDirs: string[] = [];
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-config-'));
    tempDirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has working defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      allowedHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'],
      trialDays: 14,
      trustProxy: false,
      redisUrl: undefined,
      rateLimits: {
        loginMaxFailures: 10,
        loginWindowMs: 900_000,
        authPerWindow: 60,
        authWindowMs: 60_000,
        dealCountsPerWindow: 20,
        dealCountWindowMs: 3_600_000,
      },
      logLevel: 'info',
      reminderJobIntervalMs: 60_000,
      backupDir: path.resolve('data', 'backups'),
      backupIntervalMs: 3_600_000,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every setting and treats empty ones as unset', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/khatabill',
      PUBLIC_URL: 'https://bills.example.in/',
      ALLOWED_HOSTS: ' Bills.example.in, shop.local:8080,,[::1]:8080 ',
      TRIAL_DAYS: '0',
      TRUST_PROXY: '1',
      REDIS_URL: '',
      LOGIN_MAX_FAILURES: '5',
      AUTH_RATE_LIMIT: '100',
      ANALYTICS_URL: 'https://stats.example.in/api/event',
      REMINDER_JOB_INTERVAL_MS: '1000',
      BACKUP_DIR: '/mnt/usb/khatabill',
      BACKUP_INTERVAL_MS: '900000',
    });

    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db.internal:5432/khatabill',
      publicUrl: 'https://bills.example.in',
      allowedHosts: ['bills.example.in', 'shop.local:8080', '[::1]:8080'],
      trialDays: 0,
      trustProxy: 1,
      redisUrl: undefined,
      rateLimits: { loginMaxFailures: 5, authPerWindow: 100 },
      analyticsOrigin: 'https://stats.example.in',
      reminderJobIntervalMs: 1000,
      backupDir: path.resolve('/mnt/usb/khatabill'),
      backupIntervalMs: 900_000,
    });
  });

  it('accepts the local addresses on its own port by default', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '8080' }).allowedHosts).toEqual([
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('names every bad setting in one error', () => {
    const bad = {
      JWT_SECRET: 'short',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      TRIAL_DAYS: '-1',
      ALLOWED_HOSTS: 'https://bills.example.in/',
      REMINDER_JOB_INTERVAL_MS: '2147483648',
      BACKUP_INTERVAL_MS: '50',
    };

    const error = captureError(() => loadConfig(bad));

    expect(error).toBeInstanceOf(ConfigError);
    for (const name of Object.keys(bad)) expect(error?.message).toContain(`  ${name}:`);
  });

  it('leaves the JWT secret to the database when the environment has none', () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).jwtSecret).toBeUndefined();
  });
});

function captureError(fn: () => unknown): Error | undefined {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}
