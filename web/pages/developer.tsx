import { ArrowRight, KeyRound, Lock, Server, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/features/site/page-hero';
import { usePageMeta } from '@/lib/use-page-meta';

const available = [
  {
    icon: KeyRound,
    title: 'API keys',
    text: 'Workspace Owners and Admins create keys under Dashboard > API Keys, with one of three permission levels, and can disable or delete them at any time.',
    points: [
      'Read Only: search, ask, list and read',
      'Read & Write: also upload, create and delete documents and projects',
      'Full Access: also workspace administration',
    ],
  },
  {
    icon: Server,
    title: 'REST API',
    text: 'JSON over HTTPS at /api/v1, with the same permission checks and workspace isolation as the web app.',
    points: [
      'Search documents and ask questions with cited answers and typed values (dates, amounts, durations, parties)',
      'List documents with their processing status, and read their text with the offsets citations use',
      'Upload documents and manage projects',
      'An OpenAPI reference generated from the API definition itself',
    ],
  },
];

export default function DeveloperPage() {
  usePageMeta('/developer');
  return (
    <>
      <PageHero eyebrow="Developers" title="Build on Propwise">
        Connect your property management tools to your documents with workspace API keys and a REST API.
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-3">
          {available.map((p) => (
            <article key={p.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <p.icon className="h-5 w-5" aria-hidden />
                </span>
                <Badge variant="success">Available</Badge>
              </div>
              <h2 className="mt-4 text-lg font-semibold text-gray-900">{p.title}</h2>
              <p className="mt-2 text-sm leading-6 text-gray-600">{p.text}</p>
              <ul className="mt-4 space-y-2 border-t border-gray-100 pt-4 text-sm text-gray-700">
                {p.points.map((pt) => (
                  <li key={pt} className="flex gap-2">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden />
                    {pt}
                  </li>
                ))}
              </ul>
            </article>
          ))}
          <article className="flex flex-col rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-6">
            <div className="flex items-center justify-between">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-white text-gray-500">
                <Webhook className="h-5 w-5" aria-hidden />
              </span>
              <Badge variant="secondary">Not available yet</Badge>
            </div>
            <h2 className="mt-4 text-lg font-semibold text-gray-900">Webhooks</h2>
            <p className="mt-2 text-sm leading-6 text-gray-600">
              Propwise does not send webhooks yet. To learn when a document has finished processing, read its status through the API.
            </p>
          </article>
        </div>

        <section aria-labelledby="security" className="mt-16 grid gap-8 rounded-2xl bg-gray-50 p-8 md:grid-cols-[auto_1fr]">
          <Lock className="h-8 w-8 text-brand-600" aria-hidden />
          <div>
            <h2 id="security" className="text-lg font-semibold text-gray-900">
              The same guarantees as the app
            </h2>
            <p className="mt-2 text-sm leading-6 text-gray-600">
              A key belongs to one workspace and can only reach that workspace's data. Every request is checked on the server against the key's permission
              level, just as the web app checks each member's role.
            </p>
          </div>
        </section>

        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <h2 className="text-2xl font-bold tracking-tight text-gray-900">Start building</h2>
          <p className="max-w-xl text-gray-600">
            Create a key in your workspace, then follow the API reference in the docs. Questions about an integration? Tell us.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/docs#api-reference">
                Read the API reference <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/docs">Read the docs</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
