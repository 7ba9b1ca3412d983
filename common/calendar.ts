import { z } from 'zod';
import { DEFAULT_ALERT_LEAD_DAYS, termEvidenceSchema } from './lease-terms.js';

/**
 * Critical dates of leases (issue 10, decision 0028): what they are, how they are named, and the workspace's
 * alert settings. Shared by the server (critical dates, the calendar API, the ICS feed, the alerts job) and the
 * web app (the calendar screen and the alert settings form).
 */
export const criticalDateKinds = ['expiration', 'renewal_deadline', 'notice_deadline', 'break_deadline', 'rent_change'] as const;
export type CriticalDateKind = (typeof criticalDateKinds)[number];

export const criticalDateKindLabels: Record<CriticalDateKind, string> = {
  expiration: 'Lease expires',
  renewal_deadline: 'Renewal option deadline',
  notice_deadline: 'Notice to vacate deadline',
  break_deadline: 'Early termination deadline',
  rent_change: 'Rent change',
};

/** Plural names for the filter. */
export const criticalDateKindFilterLabels: Record<CriticalDateKind, string> = {
  expiration: 'Expirations',
  renewal_deadline: 'Renewal deadlines',
  notice_deadline: 'Notice deadlines',
  break_deadline: 'Early termination',
  rent_change: 'Rent changes',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** One critical date as the calendar, the feed and the alerts show it. */
export const criticalDateSchema = z.object({
  /** Stable: `${leaseId}:${kind}:${date}` (a renewal option also carries its number). */
  key: z.string(),
  date: isoDate,
  kind: z.enum(criticalDateKinds),
  /** "Renewal option deadline". */
  title: z.string(),
  /** What the date means, in a sentence: "Last day to give notice to renew for 12 months (option 1 of 2)". */
  detail: z.string(),
  leaseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  unitLabel: z.string().nullable(),
  tenantNames: z.array(z.string()),
  /** The document and passage that set the date; null when it comes from the lease record alone. */
  source: z
    .object({
      documentId: z.string(),
      documentTitle: z.string(),
      evidence: termEvidenceSchema.nullable(),
    })
    .nullable(),
});
export type CriticalDateDto = z.output<typeof criticalDateSchema>;

export const ALERT_LEAD_DAYS_MAX_COUNT = 8;
export const ALERT_LEAD_DAY_MAX = 365;

const leadDay = z
  .number({ message: 'Lead times must be numbers of days' })
  .int('Lead times must be whole numbers of days')
  .min(1, `Each lead time must be between 1 and ${ALERT_LEAD_DAY_MAX} days`)
  .max(ALERT_LEAD_DAY_MAX, `Each lead time must be between 1 and ${ALERT_LEAD_DAY_MAX} days`);

/** Lead times, longest first, each once. */
const leadDays = z
  .array(leadDay, { message: 'Lead times must be a list of days' })
  .min(1, 'Choose at least one lead time')
  .transform((days) => [...new Set(days)].sort((a, b) => b - a))
  .refine((days) => days.length <= ALERT_LEAD_DAYS_MAX_COUNT, `At most ${ALERT_LEAD_DAYS_MAX_COUNT} lead times`);

/** PUT /api/app/calendar/alert-settings (Owners and Admins). */
export const alertSettingsSchema = z.object({
  leadDays,
  emailEnabled: z.boolean({ message: 'Email must be on or off' }),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;

/**
 * The settings form: lead times typed as "120, 90, 60, 30", checked by the same rules as the API's list. A
 * problem with one of them is reported on the field itself (not at "leadDays.1"), where the form shows it.
 */
export const alertSettingsFormSchema = z.object({
  leadDays: z
    .string()
    .trim()
    .transform((text, ctx) => {
      const parsed = leadDays.safeParse(
        text === ''
          ? []
          : text
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map(Number),
      );
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Lead times are not valid' });
      return z.NEVER;
    }),
  emailEnabled: z.boolean(),
});

export const defaultAlertSettings: AlertSettings = { leadDays: [...DEFAULT_ALERT_LEAD_DAYS], emailEnabled: true };
