import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { member, organization } from '../../db/schema/index.js';

export function slugify(name: string) {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'workspace'}-${randomBytes(3).toString('hex')}`;
}

/** Every new account gets its own workspace, named after its company, with the user as Owner. */
export async function createWorkspaceForNewUser(db: Database, user: { id: string; name: string; company?: string | null }) {
  const name = user.company?.trim() || `${user.name}'s workspace`;
  const id = randomBytes(12).toString('base64url');
  await db.insert(organization).values({ id, name, slug: slugify(name), createdAt: new Date() });
  await db.insert(member).values({ id: randomBytes(12).toString('base64url'), organizationId: id, userId: user.id, role: 'owner', createdAt: new Date() });
  return { id, name };
}
