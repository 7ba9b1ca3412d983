/** The status page's contract, shared by the server and the web app. */
export const statusComponents = [
  { id: 'api', name: 'API', description: 'The web application and its API answering requests.' },
  {
    id: 'processing',
    name: 'Document processing',
    description: 'The background worker that will extract and index uploaded documents.',
  },
  { id: 'database', name: 'Database', description: 'Where your workspaces, documents and answers are stored.' },
  { id: 'search', name: 'Search', description: 'Full-text search over your documents.' },
] as const;
export type ComponentId = (typeof statusComponents)[number]['id'];
export type ComponentState = 'operational' | 'degraded' | 'down';

export const uptimeWindows = [
  { id: '24h', label: 'Last 24 hours', short: '24 hours', hours: 24 },
  { id: '7d', label: 'Last 7 days', short: '7 days', hours: 24 * 7 },
  { id: '30d', label: 'Last 30 days', short: '30 days', hours: 24 * 30 },
] as const;
export type UptimeWindowId = (typeof uptimeWindows)[number]['id'];

export interface UptimeFigure {
  /** null when there are no samples in the window yet ("No data yet"), never a made-up 100%. */
  percent: number | null;
  samples: number;
}

export interface ComponentStatus {
  id: ComponentId;
  name: string;
  description: string;
  state: ComponentState;
  /** Measured now (or, for document processing, by the worker at its last heartbeat); null if never measured. */
  latencyMs: number | null;
  detail: string;
  uptime: Record<UptimeWindowId, UptimeFigure>;
}

export interface StatusResponse {
  checkedAt: string;
  overall: ComponentState;
  sampleIntervalSeconds: number;
  components: ComponentStatus[];
}
