/**
 * Tells the server about a 404 reached by client-side navigation (a direct load is already logged by the
 * server when it answers 404). Best effort: a failed report must never disturb the page.
 */
export function reportNotFound(path: string) {
  const body = JSON.stringify({ path: path.slice(0, 512) });
  fetch('/api/app/telemetry/not-found', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
    () => {},
  );
}
