import { z } from 'zod';

/** Portfolio sizes offered at sign-up, in units. */
export const portfolioSizes = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const MIN_PASSWORD_LENGTH = 6;

export const authMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  companyRequired: 'Company is required',
  portfolioRequired: 'Portfolio size is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  termsRequired: 'You must accept the terms and conditions',
  unexpected: 'An unexpected error occurred',
} as const;

const email = z.string({ error: authMessages.emailRequired }).trim().min(1, authMessages.emailRequired).pipe(z.email(authMessages.emailInvalid));
const password = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort);

/** Sign-up rules, enforced in the form and again by the server (server/modules/auth/auth.ts). */
export const signUpSchema = z.object({
  name: z.string({ error: authMessages.nameRequired }).trim().min(1, authMessages.nameRequired),
  email,
  company: z.string({ error: authMessages.companyRequired }).trim().min(1, authMessages.companyRequired),
  portfolioSize: z.enum(portfolioSizes, { error: authMessages.portfolioRequired }),
  password,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * Sign-up from an invitation link: the invitee joins the inviting workspace, so only who they are and a
 * password are asked; the email is the invited address (shown read-only) and the server checks it matches.
 */
export const inviteeSignUpSchema = z.object({
  name: signUpSchema.shape.name,
  email,
  password,
  invitationId: z.string().trim().min(1, 'The invitation is missing'),
});
export type InviteeSignUpInput = z.infer<typeof inviteeSignUpSchema>;

export const signInSchema = z.object({ email, password });

/** Turns zod issues into { field: first message } for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
