/**
 * The lease endpoints of the public API as the evaluation calls them (/work/briefs/lease-api-contract.md): upload
 * with document_type=lease, a document's abstraction, a lease's terms as of a date, and portfolio questions with
 * as_of. Every call is an HTTP request with the workspace's Full Access key, as an integrator's would be.
 */

export interface AbstractionTerm {
  value: unknown;
  status?: string;
  confidence?: number;
  evidence: { page: number; quote: string; char_start?: number; char_end?: number } | null;
}

export interface Abstraction {
  document_id: string;
  kind: 'lease' | 'amendment';
  status: 'queued' | 'processing' | 'ready' | 'failed';
  error: string | null;
  lease_id: string | null;
  lease_link?: 'suggested' | 'confirmed' | null;
  terms: Record<string, AbstractionTerm>;
}

export interface TermsAsOf {
  lease_id: string;
  as_of: string;
  terms: Record<string, { value: unknown }>;
}

export interface QueryAnswer {
  answered?: boolean;
  route?: 'records' | 'documents';
  answer?: string;
  citations: { document_id: string; quote?: string }[];
}

/** An endpoint of the contract that this build does not serve (or a call it refuses as not found). */
export class EndpointMissing extends Error {}

export const CONTRACT_PATHS = ['/documents', '/documents/{id}', '/documents/{id}/abstraction', '/leases/{id}/terms', '/query'];

export class LeaseApi {
  constructor(
    readonly url: string,
    private readonly key: string,
  ) {}

  private async call(method: string, path: string, body?: BodyInit, json = true): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.key}` };
    if (body !== undefined && json) headers['content-type'] = 'application/json';
    return fetch(`${this.url}/api/v1${path}`, { method, headers, body });
  }

  private async fail(res: Response, what: string): Promise<never> {
    throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }

  /** Which of the contract's paths the OpenAPI document lacks: checked before anything is uploaded. */
  async missingPaths(): Promise<string[]> {
    const res = await fetch(`${this.url}/api/v1/openapi.json`);
    if (!res.ok) return this.fail(res, 'GET /api/v1/openapi.json');
    const paths = Object.keys(((await res.json()) as { paths?: Record<string, unknown> }).paths ?? {});
    return CONTRACT_PATHS.filter((p) => !paths.includes(p));
  }

  async upload(bytes: Uint8Array, fileName: string, projectId: string): Promise<string> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
    form.set('project_id', projectId);
    // The contract's field, and the current API's name for the same thing.
    form.set('document_type', 'lease');
    form.set('type', 'lease');
    const res = await this.call('POST', '/documents', form, false);
    if (res.status !== 201) return this.fail(res, `POST /api/v1/documents (${fileName})`);
    return ((await res.json()) as { id: string }).id;
  }

  async document(id: string): Promise<{ status: string; error: string | null }> {
    const res = await this.call('GET', `/documents/${id}`);
    if (!res.ok) return this.fail(res, `GET /api/v1/documents/${id}`);
    return (await res.json()) as { status: string; error: string | null };
  }

  /** The abstraction, or null while there is none (404: not abstracted as a lease, or not yet). */
  async abstraction(id: string): Promise<Abstraction | null> {
    const res = await this.call('GET', `/documents/${id}/abstraction`);
    if (res.status === 404) return null;
    if (!res.ok) return this.fail(res, `GET /api/v1/documents/${id}/abstraction`);
    return (await res.json()) as Abstraction;
  }

  async termsAsOf(leaseId: string, asOf: string): Promise<TermsAsOf> {
    const res = await this.call('GET', `/leases/${leaseId}/terms?as_of=${asOf}`);
    if (res.status === 404)
      throw new EndpointMissing(
        `GET /api/v1/leases/${leaseId}/terms?as_of=${asOf} answered 404: the lease terms endpoint of /work/briefs/lease-api-contract.md is missing, or the lease record was not created from its abstraction (${(await res.text()).slice(0, 200)})`,
      );
    if (!res.ok) return this.fail(res, `GET /api/v1/leases/${leaseId}/terms`);
    return (await res.json()) as TermsAsOf;
  }

  async ask(question: string, asOf: string): Promise<QueryAnswer> {
    const res = await this.call('POST', '/query', JSON.stringify({ query: question, as_of: asOf }));
    if (res.status === 404) throw new EndpointMissing(`POST /api/v1/query answered 404: ${(await res.text()).slice(0, 200)}`);
    if (!res.ok) return this.fail(res, 'POST /api/v1/query');
    return (await res.json()) as QueryAnswer;
  }
}
