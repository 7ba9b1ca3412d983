import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';

const keyPattern = /^[a-z0-9][a-z0-9-]{10,80}$/;

/** A fresh random storage key (32 hex characters). Never derived from the uploaded name. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything that is not a generated key, which rules out path traversal and odd object names. */
export function assertStorageKey(key: string): string {
  if (typeof key !== 'string' || !keyPattern.test(key)) {
    throw new AppError('invalid_input', 'Invalid storage key');
  }
  return key;
}
