import { useQuery } from '@tanstack/react-query';
import type { PageLayout, ViewerDocument } from '@common/viewer';
import { api } from '@/lib/api';

const base = '/api/app/documents';

/** The widths the server draws pages at (server/modules/viewer/viewer.service.ts PAGE_WIDTHS). */
export const PAGE_WIDTHS = [800, 1200, 1600] as const;

export const useViewerDocument = (id: string, version?: string) =>
  useQuery({
    queryKey: ['viewer', id, version ?? 'current'],
    queryFn: () => api<ViewerDocument>(`${base}/${encodeURIComponent(id)}/viewer${version ? `?version=${encodeURIComponent(version)}` : ''}`),
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
    // Opened while the document is still being read: its pages appear when they are ready.
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'processing') ? 3000 : false),
  });

/** Where the page's text sits on its image. Scanned pages take a few seconds the first time (text recognition). */
export const usePageLayout = (id: string, versionId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['viewer', id, versionId, 'layout', page],
    queryFn: () => api<PageLayout>(`${base}/${encodeURIComponent(id)}/pages/${page}/layout?version=${encodeURIComponent(versionId)}`),
    enabled,
    staleTime: Infinity,
    retry: false,
  });

/** The smallest drawn width that stays sharp at `cssWidth` on this screen. */
export function pageImageWidth(cssWidth: number, pixelRatio = 1) {
  const wanted = cssWidth * pixelRatio;
  return PAGE_WIDTHS.find((w) => w >= wanted) ?? PAGE_WIDTHS[PAGE_WIDTHS.length - 1];
}

/** A versioned URL: the image of a version's page never changes, so the browser may keep it. */
export const pageImageUrl = (id: string, versionId: string, page: number, width: number) =>
  `${base}/${encodeURIComponent(id)}/pages/${page}/image?version=${encodeURIComponent(versionId)}&width=${width}`;
