import { useQuery } from '@tanstack/react-query';
import { PAGE_WIDTHS, viewerApi } from '@common/api/viewer';
import { apiUrl, callApi } from '@/lib/api';

export const useViewerDocument = (id: string, version?: string) =>
  useQuery({
    queryKey: ['viewer', id, version ?? 'current'],
    queryFn: () => callApi(viewerApi.document, { params: { id }, query: { version } }),
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
    // Opened while the document is still being read: its pages appear when they are ready.
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'processing') ? 3000 : false),
  });

/** Where the page's text sits on its image. Scanned pages take a few seconds the first time (text recognition). */
export const usePageLayout = (id: string, versionId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['viewer', id, versionId, 'layout', page],
    queryFn: () => callApi(viewerApi.pageLayout, { params: { id, page: String(page) }, query: { version: versionId } }),
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
  apiUrl(viewerApi.pageImage, { params: { id, page: String(page) }, query: { version: versionId, width } });
