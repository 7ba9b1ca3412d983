/** /api/app/events: the live event stream of the caller's active workspace (server-sent events). */
import { endpoint, raw } from './endpoint.js';

export const eventsApi = {
  /** Events `ready`, `heartbeat`, `document.status` (DocumentStatusEvent), `document.deleted` (common/documents.ts), `lease.abstraction` (common/lease-abstraction.ts). */
  stream: endpoint({ method: 'get', path: '/events', response: raw('text/event-stream') }),
};
