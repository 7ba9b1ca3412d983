import { z } from 'zod';

export const newsletterMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** Newsletter sign-up, validated in the form and again by the server. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterMessages.emailRequired })
    .trim()
    .min(1, newsletterMessages.emailRequired)
    .max(254, newsletterMessages.emailInvalid)
    .pipe(z.email(newsletterMessages.emailInvalid)),
});

export interface NewsletterResult {
  status: 'subscribed' | 'already_subscribed';
  /** False when the address was stored but the confirmation email could not be sent. */
  confirmationSent: boolean;
}
