import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './bootstrap.js';
import { EnvError, parseEnv } from './env.js';

describe('configuration', () => {
  it('has safe embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SIGNUP_APPROVAL: 'auto', LAUNCH_MODE: 'live', MAX_UPLOAD_MB: 50 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', SIGNUP_APPROVAL: 'sometimes', DATABASE_URL: 'mysql://x', MAX_UPLOAD_MB: '-1' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'SIGNUP_APPROVAL', 'DATABASE_URL', 'MAX_UPLOAD_MB']) expect(message).toContain(name);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ SMTP_URL: '', DATABASE_URL: '', PUBLIC_URL: '' })).toMatchObject({ SMTP_URL: undefined, DATABASE_URL: undefined, PUBLIC_URL: undefined });
  });

  it('generates AUTH_SECRET once into DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propwise-env-'));
    const first = loadEnv({ DATA_DIR: dataDir });
    const second = loadEnv({ DATA_DIR: dataDir });
    expect(first.AUTH_SECRET).toHaveLength(43);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    const file = join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(statSync(file).mode & 0o077).toBe(0); // readable by the owner only
    expect(loadEnv({ DATA_DIR: dataDir, AUTH_SECRET: 'c'.repeat(40) }).AUTH_SECRET).toBe('c'.repeat(40));
  });

  it('derives PUBLIC_URL from PORT when unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propwise-env-'));
    expect(loadEnv({ DATA_DIR: dataDir, PORT: '4321' }).PUBLIC_URL).toBe('http://localhost:4321');
    expect(loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://app.example.com/' }).PUBLIC_URL).toBe('https://app.example.com');
  });
});
