/** /api/app/account: the signed-in user's notification preferences and notifications. */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const preferencesSchema = z.object({ emailNotifications: z.boolean(), queryAlerts: z.boolean(), weeklyReports: z.boolean() });
export type Preferences = z.output<typeof preferencesSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.output<typeof notificationSchema>;

const ok = z.object({ ok: z.literal(true) });

export const accountApi = {
  preferences: endpoint({ method: 'get', path: '/account/preferences', response: preferencesSchema }),
  updatePreferences: endpoint({ method: 'put', path: '/account/preferences', body: preferencesSchema.partial().strict(), response: preferencesSchema }),
  notifications: endpoint({ method: 'get', path: '/account/notifications', response: z.object({ unread: z.number(), items: z.array(notificationSchema) }) }),
  markAllRead: endpoint({ method: 'post', path: '/account/notifications/read-all', response: ok }),
  markRead: endpoint({ method: 'post', path: '/account/notifications/:id/read', response: ok }),
};
