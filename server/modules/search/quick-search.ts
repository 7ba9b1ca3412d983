import { sql } from 'drizzle-orm';
import type { DocumentType } from '../../../common/documents.js';
import type { QuickSearchResponse } from '../../../common/search.js';
import type { Database } from '../../db/client.js';

const PER_KIND = 6;

/**
 * Names as you type (header search, Ctrl/Cmd-K): a prefix or substring match first, then trigram similarity
 * for misspellings ("mapel" finds "Maple Court"). The trigram indexes on titles and project names serve both.
 */
export async function quickSearch(db: Database, workspaceId: string, q: string): Promise<QuickSearchResponse> {
  const term = q.trim().slice(0, 200);
  if (!term) return { projects: [], documents: [] };
  const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const [projects, documents] = await Promise.all([
    db.execute(sql`select id, name, address from projects
      where workspace_id = ${workspaceId} and (name ilike ${like} or coalesce(address, '') ilike ${like} or ${term} <% name)
      order by (name ilike ${like}) desc, word_similarity(${term}, name) desc, name limit ${PER_KIND}`),
    db.execute(sql`select d.id, d.title, d.project_id, p.name as project_name, d.type from documents d
      join projects p on p.id = d.project_id and p.workspace_id = ${workspaceId}
      where d.workspace_id = ${workspaceId} and (d.title ilike ${like} or ${term} <% d.title)
      order by (d.title ilike ${like}) desc, word_similarity(${term}, d.title) desc, d.created_at desc limit ${PER_KIND}`),
  ]);
  return {
    projects: (projects.rows as Array<{ id: string; name: string; address: string | null }>).map((r) => ({ id: r.id, name: r.name, address: r.address })),
    documents: (documents.rows as Array<{ id: string; title: string; project_id: string; project_name: string; type: DocumentType }>).map((r) => ({
      id: r.id,
      title: r.title,
      projectId: r.project_id,
      projectName: r.project_name,
      type: r.type,
    })),
  };
}
