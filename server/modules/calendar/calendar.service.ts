/** Small reads the calendar screen needs beside the dates: the property filter and whether any lease exists. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leases, properties } from '../../db/schema/index.js';

export function workspaceProperties(db: Database, workspaceId: string) {
  return db.select({ id: properties.id, name: properties.name }).from(properties).where(eq(properties.workspaceId, workspaceId)).orderBy(asc(properties.name));
}

export function workspaceLeaseCount(db: Database, workspaceId: string) {
  return db.$count(leases, eq(leases.workspaceId, workspaceId));
}
