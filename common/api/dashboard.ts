/** /api/app/dashboard: what the overview shows beyond the workspace summary (Items Needing Attention). */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const attentionPriorities = ['urgent', 'high', 'medium'] as const;
export type AttentionPriority = (typeof attentionPriorities)[number];

export const attentionItemSchema = z.object({
  /** Stable across requests: the source and the record it is about. */
  id: z.string(),
  /** What kind of item: 'abstraction_review', 'abstraction_failed', 'document_failed', 'lease_ended', 'deadline', … */
  source: z.string(),
  priority: z.enum(attentionPriorities),
  title: z.string(),
  detail: z.string(),
  /** Where it is handled, inside the web app. */
  href: z.string(),
  /** The day it is about (a deadline, when a lease ended, when a document failed), YYYY-MM-DD. */
  date: z.string().nullable(),
});
export type AttentionItem = z.output<typeof attentionItemSchema>;

export const attentionSchema = z.object({
  items: z.array(attentionItemSchema),
  /** How many there are in all; `items` holds the most pressing. */
  total: z.number(),
});
export type Attention = z.output<typeof attentionSchema>;

export const dashboardApi = {
  attention: endpoint({ method: 'get', path: '/dashboard/attention', response: attentionSchema }),
};
