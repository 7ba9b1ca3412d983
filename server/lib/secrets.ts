import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns a secret that is stable across restarts: the configured value when set, otherwise one generated
 * once into DATA_DIR/secrets.json (mode 0600) and reused from then on.
 */
export function persistentSecret(dataDir: string, name: string, configured?: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
