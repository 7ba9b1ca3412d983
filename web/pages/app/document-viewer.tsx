import { ChevronRight, Download, FileX, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { downloadDocument } from '@/features/documents/api';
import { useDocument } from '@/features/documents/document-details-api';
import { DocumentDetailsPanel } from '@/features/documents/document-details-panel';
import { AbstractionPanel } from '@/features/leases/abstraction-panel';
import type { ShowEvidence } from '@/features/leases/term-row';
import { useViewerDocument } from '@/features/viewer/api';
import { PageImageView } from '@/features/viewer/page-image-view';
import { PageTextView } from '@/features/viewer/page-text-view';
import { initialPage, parseTarget, passagePages, spanOnPage } from '@/features/viewer/passage';
import { ViewerToolbar } from '@/features/viewer/viewer-toolbar';
import { ApiError, showError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';

function Unavailable({ id }: { id: string }) {
  usePageMeta({ title: 'Document not found | Propwise', description: 'Document not found', noindex: true });
  return (
    <EmptyState
      icon={<FileX className="h-8 w-8" />}
      title="This document was deleted or does not exist"
      description={
        <>
          There is no document <span className="break-all font-mono text-gray-700">{id}</span> in this workspace. It may have been deleted, or it belongs to
          another workspace.
        </>
      }
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/projects">Back to Projects</Link>
        </Button>
      }
    />
  );
}

/**
 * /dashboard/documents/:documentId?page=N&from=S&to=E&version=V: a document opened at a page with a cited
 * passage (S..E in the version's canonical text) highlighted, on the drawn page for PDFs and scans, in the
 * text for other formats; beside it, the document's details, versions, processing history and actions. The
 * project's document list opens documents here.
 */
export default function DocumentViewerPage() {
  const documentId = useParams().documentId ?? '';
  const [params, setParams] = useSearchParams();
  const target = parseTarget(params);
  const { data: doc, isPending, error } = useViewerDocument(documentId, target.version);
  const { data: details } = useDocument(documentId);
  const [view, setView] = useState<'page' | 'text'>('page');
  const [zoom, setZoom] = useState(1);
  const [downloading, setDownloading] = useState(false);
  usePageMeta({ title: `${doc?.title ?? 'Document'} | Propwise`, description: doc?.title ?? 'Document', noindex: true });

  const pages = doc?.pages ?? [];
  const pageNumber = initialPage(pages, target);
  const current = pages.find((p) => p.number === pageNumber);
  const index = current ? pages.indexOf(current) : 0;
  const passage = passagePages(pages, target.from, target.to);
  const span = current ? spanOnPage(current, target.from, target.to) : null;
  const drawn = doc?.kind === 'pdf' || doc?.kind === 'image';

  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next, { replace: true });
  };

  // A lease term's evidence: the same address a citation opens, with the term named. The viewer jumps into sight
  // at once and the page view then centres the highlight; a smooth scroll here would still be running when the
  // highlight is centred and carry the page past it. Each click asks again (evidenceRequest), even for the same span.
  const viewerRef = useRef<HTMLDivElement>(null);
  const [evidenceRequest, setEvidenceRequest] = useState(0);
  const showEvidence: ShowEvidence = (evidence, termLabel) => {
    const next = new URLSearchParams({ page: String(evidence.page), from: String(evidence.charStart), to: String(evidence.charEnd), term: termLabel });
    setParams(next, { replace: true });
    setEvidenceRequest((n) => n + 1);
    const top = viewerRef.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight * 0.5)) viewerRef.current?.scrollIntoView({ block: 'start' });
  };
  const termLabel = params.get('term')?.slice(0, 60);

  // Arrow keys turn pages, unless the reader is typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.altKey || e.ctrlKey || e.metaKey || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable) return;
      const to = e.key === 'ArrowLeft' ? pages[index - 1] : e.key === 'ArrowRight' ? pages[index + 1] : undefined;
      if (to) goTo(to.number);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 404) return <Unavailable id={documentId} />;
  if (!doc) return <ErrorBanner message="This document could not be loaded. Refresh to try again." />;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(doc.id);
    } catch (err) {
      showError(err, 'Download failed');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/dashboard/projects" className="hover:text-brand-700 hover:underline">
              Projects
            </Link>
          </li>
          <ChevronRight className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
          <li className="min-w-0">
            <Link to={`/dashboard/projects/${doc.projectId}?tab=documents`} className="break-words hover:text-brand-700 hover:underline">
              {doc.projectName}
            </Link>
          </li>
          <ChevronRight className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
          <li aria-current="page" className="min-w-0 break-words text-gray-900">
            {doc.title}
          </li>
        </ol>
      </nav>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-gray-900">{doc.title}</h1>
          <p className="mt-1 break-all text-sm text-gray-600">
            {doc.fileName} · version {doc.version}
          </p>
        </div>
        <Button variant="outline" onClick={download} disabled={downloading}>
          <Download /> Download original
        </Button>
      </div>

      <div
        className={`grid gap-6 lg:items-start ${details?.type === 'lease' ? 'lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]' : 'lg:grid-cols-[minmax(0,1fr)_20rem]'}`}
      >
        <div ref={viewerRef} className="min-w-0 scroll-mt-4 space-y-4">
          {!doc.isCurrentVersion && pages.length > 0 && (
            <div role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              This is version {doc.version}, the one the citation quotes. A newer version has been uploaded since.{' '}
              <Link to={`/dashboard/documents/${doc.id}`} className="font-medium underline">
                Open the current version
              </Link>
            </div>
          )}

          {passage && (
            <figure className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-gray-800" data-testid="cited-passage">
              <figcaption className="mb-1 flex flex-wrap items-center gap-x-2 font-medium text-gray-900">
                <Quote className="h-4 w-4 text-yellow-700" aria-hidden />
                {termLabel ? `Where the lease states ${termLabel}` : 'Cited passage'},{' '}
                {passage.first === passage.last ? `page ${passage.first}` : `pages ${passage.first}–${passage.last}`}
                {current && (current.number < passage.first || current.number > passage.last) && (
                  <Button variant="link" className="h-auto p-0" onClick={() => goTo(passage.first)}>
                    Go to it
                  </Button>
                )}
              </figcaption>
              <blockquote className="line-clamp-4 whitespace-pre-line break-words">{passage.text}</blockquote>
            </figure>
          )}

          {!doc.isCurrentVersion && !pages.length ? (
            <EmptyState
              title={`Version ${doc.version} has been replaced`}
              description="The cited passage came from an earlier version of this document. Only the current version's text is kept, so open it to read the document as it is now."
              action={
                <Button asChild>
                  <Link to={`/dashboard/documents/${doc.id}`}>Open the current version</Link>
                </Button>
              }
            />
          ) : doc.status !== 'processed' && !pages.length ? (
            <EmptyState
              title={doc.status === 'failed' ? 'This document could not be read' : 'This document is still being processed'}
              description={
                doc.status === 'failed'
                  ? 'Its text could not be extracted, so there is nothing to show. You can still download the original.'
                  : 'Its pages appear here as soon as its text has been read.'
              }
            />
          ) : !current ? (
            <EmptyState title="No pages" description="No text was found in this document. You can still download the original." />
          ) : (
            <>
              <ViewerToolbar
                page={current.number}
                pageCount={pages.length}
                onPage={(n) => goTo(Math.min(Math.max(1, n), pages[pages.length - 1]!.number))}
                zoom={drawn ? { value: zoom, onChange: setZoom } : undefined}
                view={drawn ? { value: view, onChange: setView } : undefined}
              />
              {span && passage && passage.last > current.number && <p className="text-sm text-gray-600">The passage continues on page {current.number + 1}.</p>}
              {drawn && view === 'page' ? (
                <PageImageView
                  documentId={doc.id}
                  versionId={doc.versionId}
                  title={doc.title}
                  page={current}
                  span={span}
                  zoom={zoom}
                  onShowText={() => setView('text')}
                  nextPage={pages[index + 1]?.number}
                  scrollRequest={evidenceRequest}
                />
              ) : (
                <PageTextView page={current} span={span} scrollRequest={evidenceRequest} />
              )}
            </>
          )}
        </div>
        {details && (
          <div className="min-w-0 space-y-4">
            <AbstractionPanel doc={details} onShowEvidence={showEvidence} />
            <DocumentDetailsPanel doc={details} />
          </div>
        )}
      </div>
    </div>
  );
}
