import { z } from 'zod';

/** What the waitlist form and the server say, word for word. */
export const waitlistMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  duplicate: 'This email is already on the waitlist!',
} as const;

/** The join request: the address is trimmed before it is checked, stored, or compared. */
export const joinWaitlistSchema = z.object({
  email: z
    .string({ error: waitlistMessages.emailRequired })
    .trim()
    .min(1, waitlistMessages.emailRequired)
    .max(254, waitlistMessages.emailInvalid)
    .pipe(z.email(waitlistMessages.emailInvalid)),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export interface JoinWaitlistResponse {
  position: number;
  /** False when the confirmation email could not be sent (the place on the list is kept). */
  confirmationSent: boolean;
}
export interface WaitlistCountResponse {
  count: number;
}
