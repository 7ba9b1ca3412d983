import { join } from 'node:path';
import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { properties } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { newStorageKey } from '../../lib/storage/keys.js';
import { receiveUpload } from '../documents/upload-receiver.js';
import { getProperty } from './properties.service.js';
import { findOwn } from './shared.js';

/** A property's optional photo: a picture, not a document, so it is neither extracted nor searched. */
export const PROPERTY_PHOTO_MAX_MB = 10;
const photoTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Replaces the property's photo with the uploaded image. The upload streams to a temporary file with the size
 * limit applied as bytes arrive (the smaller of 10 MB and MAX_UPLOAD_MB); the type is decided by the file's
 * magic bytes, never its name or declared type: JPEG, PNG or WebP, otherwise 415. The old photo is removed once
 * the new one is in place.
 */
export async function setPropertyPhoto(deps: AppDeps, workspaceId: string, id: string, request: Request) {
  await findOwn(deps.db, properties, workspaceId, id, 'Property');
  const maxMb = Math.min(PROPERTY_PHOTO_MAX_MB, deps.env.MAX_UPLOAD_MB);
  const upload = await receiveUpload(request, { tempDir: join(deps.env.DATA_DIR, 'tmp'), maxBytes: maxMb * 1024 * 1024 });
  try {
    const sniffed = await fileTypeFromBuffer(upload.head);
    const mimeType = sniffed ? photoTypes[sniffed.ext] : undefined;
    if (!mimeType) throw new AppError('unsupported_media_type', 'A property photo must be a JPEG, PNG or WebP image', { field: 'file' });
    const storageKey = newStorageKey();
    await deps.storage.put(storageKey, createReadStream(upload.tempPath), mimeType, { size: upload.sizeBytes });
    const [previous] = await deps.db
      .select({ key: properties.photoStorageKey })
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)));
    const updated = await deps.db
      .update(properties)
      .set({ photoStorageKey: storageKey, photoMimeType: mimeType, updatedAt: new Date() })
      .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)))
      .returning({ id: properties.id });
    if (!updated.length) {
      // Deleted while the photo arrived.
      await deps.storage.delete(storageKey).catch(() => {});
      throw new AppError('not_found', 'Property not found');
    }
    if (previous?.key) await removeFile(deps, previous.key);
    return getProperty(deps, workspaceId, id);
  } finally {
    await upload.discard();
  }
}

export async function removePropertyPhoto(deps: AppDeps, workspaceId: string, id: string) {
  const property = await findOwn(deps.db, properties, workspaceId, id, 'Property');
  if (property.photoStorageKey) {
    await deps.db
      .update(properties)
      .set({ photoStorageKey: null, photoMimeType: null, updatedAt: new Date() })
      .where(and(eq(properties.id, id), eq(properties.workspaceId, workspaceId)));
    await removeFile(deps, property.photoStorageKey);
  }
  return getProperty(deps, workspaceId, id);
}

/**
 * The photo as an image response, only to members of the property's workspace (the route's session checks and
 * the workspace filter here). Served as the type it was stored as, which its content decided, with nosniff and a
 * sandboxing CSP so nothing in it can run.
 */
export async function propertyPhotoResponse(deps: AppDeps, workspaceId: string, id: string) {
  const property = await findOwn(deps.db, properties, workspaceId, id, 'Property');
  if (!property.photoStorageKey || !property.photoMimeType) throw new AppError('not_found', 'This property has no photo');
  const body = await deps.storage.get(property.photoStorageKey);
  return {
    body,
    headers: {
      'Content-Type': property.photoMimeType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // Private: the address carries the property's version, so a changed photo has a new address.
      'Cache-Control': 'private, max-age=86400',
    },
  };
}

const removeFile = (deps: AppDeps, key: string) =>
  deps.storage.delete(key).catch((err) => deps.logger.warn({ err }, 'a replaced property photo could not be removed from storage'));
