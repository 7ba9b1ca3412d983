import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { api } from '@/lib/api';

/** The parts of an OpenAPI 3.1 document this page reads. */
interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: string[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  anyOf?: SchemaObject[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: SchemaObject; description?: string }>;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, { description: string }>;
  'x-codeSamples'?: Array<{ lang: string; source: string }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}

const methodColors: Record<string, string> = {
  get: 'bg-sky-100 text-sky-800',
  post: 'bg-green-100 text-green-800',
  delete: 'bg-red-100 text-red-700',
  patch: 'bg-amber-100 text-amber-800',
};

function resolve(doc: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema?.$ref) return schema;
  return doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

function typeLabel(doc: OpenApiDocument, schema: SchemaObject | undefined): string {
  const s = resolve(doc, schema);
  if (!s) return 'any';
  if (schema?.$ref) return schema.$ref.split('/').pop()!;
  if (s.enum) return s.enum.map((v) => `"${v}"`).join(' | ');
  if (s.anyOf) return s.anyOf.map((x) => typeLabel(doc, x)).join(' | ');
  if (s.type === 'array') return `${typeLabel(doc, s.items)}[]`;
  if (s.format === 'binary') return 'file';
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object');
  return s.format && s.format !== 'binary' ? `${type} (${s.format})` : type;
}

/**
 * The API reference, rendered at run time from /api/v1/openapi.json: the document the server generates from
 * the schemas that validate requests, so this page cannot drift from the API.
 */
export function ApiReference() {
  const {
    data: doc,
    isPending,
    isError,
  } = useQuery({ queryKey: ['openapi', 'v1'], queryFn: () => api<OpenApiDocument>('/api/v1/openapi.json'), staleTime: Infinity });
  if (isPending) return <Spinner label="Loading the API reference" />;
  if (isError || !doc) return <ErrorBanner message="The API reference could not be loaded. Refresh to try again." />;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 text-sm leading-6 text-gray-700">
        <p>
          Base URL <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono">{origin}/api/v1</code>. Create a key under Dashboard → API Keys and send it as{' '}
          <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono">Authorization: Bearer &lt;key&gt;</code>.
        </p>
        <p className="mt-2">
          Read Only keys search, ask, list and read; Read &amp; Write keys also upload, create and delete documents and projects; Full Access keys also use
          workspace administration endpoints. Field names are snake_case. Errors look like{' '}
          <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono">{'{"error": {"code", "message", "field"}}'}</code>.
        </p>
        <p className="mt-2">
          <a href="/api/v1/openapi.json" className="font-medium text-brand-600 hover:text-brand-700">
            OpenAPI {doc.openapi} document
          </a>{' '}
          · {doc.info.title} {doc.info.version}
        </p>
      </div>
      {Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => <Endpoint key={`${method} ${path}`} doc={doc} method={method} path={path} op={op} origin={origin} />),
      )}
    </div>
  );
}

function Endpoint({ doc, method, path, op, origin }: { doc: OpenApiDocument; method: string; path: string; op: Operation; origin: string }) {
  const bodyType = op.requestBody ? Object.keys(op.requestBody.content)[0]! : null;
  const body = bodyType ? resolve(doc, op.requestBody!.content[bodyType]!.schema) : undefined;
  const sample = op['x-codeSamples']?.find((s) => s.lang === 'curl')?.source.replaceAll('https://propwise.example', origin || 'https://propwise.example');
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-6" data-testid="api-endpoint" aria-label={`${method.toUpperCase()} ${path}`}>
      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${methodColors[method] ?? 'bg-gray-100 text-gray-800'}`}>{method}</span>
        <code className="break-all font-mono text-sm">/api/v1{path}</code>
        <span className="text-gray-600">· {op.summary}</span>
      </h3>
      {op.description && <p className="mt-2 text-sm leading-6 text-gray-600">{withCode(op.description)}</p>}

      {op.parameters && op.parameters.length > 0 && (
        <FieldTable
          title="Parameters"
          rows={op.parameters.map((p) => ({
            name: p.name,
            where: p.in,
            type: typeLabel(doc, p.schema),
            required: !!p.required,
            description: p.description ?? p.schema?.description,
          }))}
        />
      )}
      {body?.properties && (
        <FieldTable
          title={`Body (${bodyType})`}
          rows={Object.entries(body.properties).map(([name, s]) => ({
            name,
            type: typeLabel(doc, s),
            required: !!body.required?.includes(name),
            description: resolve(doc, s)?.description,
          }))}
        />
      )}
      <div className="mt-4">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-500">Responses</h4>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {Object.entries(op.responses).map(([status, r]) => (
            <li key={status}>
              <Badge variant={status.startsWith('2') ? 'success' : 'secondary'} title={r.description}>
                {status}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {sample && <CodeSample source={sample} />}
    </article>
  );
}

/** `code` spans in the document's descriptions, rendered as code (as text nodes: never as HTML). */
function withCode(text: string) {
  return text.split('`').map((part, i) =>
    i % 2 ? (
      <code key={i} className="rounded bg-gray-100 px-1 font-mono text-xs">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function FieldTable({ title, rows }: { title: string; rows: Array<{ name: string; where?: string; type: string; required: boolean; description?: string }> }) {
  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{title}</h4>
      <dl className="mt-1 divide-y divide-gray-100 text-sm">
        {rows.map((r) => (
          <div key={r.name} className="flex flex-wrap gap-x-3 py-1.5">
            <dt className="font-mono text-gray-900">
              {r.name}
              {r.required && (
                <span className="text-red-600" title="required">
                  {' '}
                  *
                </span>
              )}
            </dt>
            <dd className="min-w-0 break-words font-mono text-xs leading-5 text-gray-500">
              {r.type}
              {r.where ? ` · ${r.where}` : ''}
            </dd>
            {r.description && <dd className="w-full text-gray-600">{withCode(r.description)}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}

function CodeSample({ source }: { source: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-500">Example request</h4>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Copy example"
          onClick={() =>
            navigator.clipboard.writeText(source).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? <Check /> : <Copy />}
        </Button>
      </div>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-gray-900 p-4 text-xs leading-5 text-gray-100" data-testid="curl-example">
        <code>{source}</code>
      </pre>
    </div>
  );
}
