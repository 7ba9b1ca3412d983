import { z } from 'zod';

/** Contact form rules, enforced by the form and again by the server, with one message per field. */
export const contactLimits = {
  name: 200,
  company: 200,
  subject: 200,
  message: 5000,
  /** Messages accepted per sender address per hour. */
  perHour: 3,
} as const;

export const contactMessagesText = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  rateLimited: (minutes: number) =>
    `You can send ${contactLimits.perHour} messages per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const required = (label: string, message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, contactMessagesText.tooLong(label, max));

export const contactSchema = z.object({
  name: required('Name', contactMessagesText.nameRequired, contactLimits.name),
  email: z
    .string({ error: contactMessagesText.emailRequired })
    .trim()
    .min(1, contactMessagesText.emailRequired)
    .max(254, contactMessagesText.emailInvalid)
    .pipe(z.email(contactMessagesText.emailInvalid)),
  // optional: an empty box means "no company"
  company: z
    .string()
    .trim()
    .max(contactLimits.company, contactMessagesText.tooLong('Company', contactLimits.company))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  subject: required('Subject', contactMessagesText.subjectRequired, contactLimits.subject),
  message: required('Message', contactMessagesText.messageRequired, contactLimits.message),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export interface ContactResponse {
  id: string;
  receivedAt: string;
}
