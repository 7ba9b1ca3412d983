/** /api/app/calendar: critical dates of the active workspace's leases, the caller's ICS feed, and alert settings (decision 0028). */
import { z } from 'zod';
import { alertSettingsSchema, criticalDateKinds, criticalDateSchema } from '../calendar.js';
import { endpoint } from './endpoint.js';

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date`);

/** At most about two years per request: a month grid asks for a month, the list for the year ahead. */
export const CALENDAR_MAX_RANGE_DAYS = 740;

export const criticalDatesQuerySchema = z
  .object({
    /** Default: today (UTC). */
    from: isoDate('from').optional(),
    /** Default: a year after `from`. */
    to: isoDate('to').optional(),
    propertyId: z.uuid('Property must be an id').optional(),
    kind: z.enum(criticalDateKinds, { message: `kind must be one of ${criticalDateKinds.join(', ')}` }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= CALENDAR_MAX_RANGE_DAYS, {
    message: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at a time`,
    path: ['to'],
  });

export const criticalDatesResponseSchema = z.object({
  /** The server's today (UTC), which "days until" counts from. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  items: z.array(criticalDateSchema),
  /** Every property of the workspace, for the filter (not only those with dates in the range). */
  properties: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many leases the workspace has at all: tells "nothing in this range" from "no leases yet". */
  leaseCount: z.number(),
});
export type CriticalDatesResponse = z.output<typeof criticalDatesResponseSchema>;

/** The caller's own feed in this workspace. Its address is shown only when created (only a hash is kept). */
export const calendarFeedSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export const createdCalendarFeedSchema = z.object({ url: z.string(), webcalUrl: z.string(), createdAt: z.string() });
export type CreatedCalendarFeed = z.output<typeof createdCalendarFeedSchema>;

export const alertSettingsResponseSchema = z.object({
  leadDays: z.array(z.number()),
  emailEnabled: z.boolean(),
  /** Whether the caller may change them (Owners and Admins). */
  editable: z.boolean(),
});
export type AlertSettingsResponse = z.output<typeof alertSettingsResponseSchema>;

export const calendarApi = {
  dates: endpoint({ method: 'get', path: '/calendar/dates', query: criticalDatesQuerySchema, response: criticalDatesResponseSchema }),
  feed: endpoint({ method: 'get', path: '/calendar/feed', response: calendarFeedSchema }),
  /** Creates the caller's feed; an existing one is revoked (this is also "regenerate"). */
  createFeed: endpoint({ method: 'post', path: '/calendar/feed', response: createdCalendarFeedSchema, status: 201 }),
  revokeFeed: endpoint({ method: 'delete', path: '/calendar/feed', response: null }),
  alertSettings: endpoint({ method: 'get', path: '/calendar/alert-settings', response: alertSettingsResponseSchema }),
  updateAlertSettings: endpoint({ method: 'put', path: '/calendar/alert-settings', body: alertSettingsSchema, response: alertSettingsResponseSchema }),
};
