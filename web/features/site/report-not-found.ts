import { MAX_REPORTED_PATH, telemetryApi } from '@common/api/public';
import { callApi } from '@/lib/api';

/**
 * Tells the server about a 404 reached by client-side navigation (a direct load is already logged by the
 * server when it answers 404). Best effort: a failed report must never disturb the page.
 */
export function reportNotFound(path: string) {
  callApi(telemetryApi.notFound, { body: { path: path.slice(0, MAX_REPORTED_PATH) } }, { keepalive: true }).catch(() => {});
}
