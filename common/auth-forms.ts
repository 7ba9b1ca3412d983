import { z } from 'zod';
import { authMessages, signInSchema } from './auth';

/**
 * The account forms whose requests go to better-auth's endpoints (sign-in, password reset and change, two-factor).
 * better-auth checks them again on the server (password length is its minPasswordLength, MIN_PASSWORD_LENGTH);
 * these schemas give the forms the same rules and messages, plus what only a form has (a repeated password).
 */
export const authFormMessages = {
  currentPasswordRequired: 'Current password is required',
  passwordsDiffer: 'Passwords do not match',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpFormat: 'The code is 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
} as const;

const { email, password } = signInSchema.shape;

/** Checks that `confirm` repeats `password`, also when another field is wrong (zod skips refinements then). */
const repeats = <K extends string>(password: K) => ({
  path: ['confirm'],
  message: authFormMessages.passwordsDiffer,
  when: ({ value }: { value: unknown }) => {
    const v = value as Record<string, unknown> | undefined;
    return typeof v?.[password] === 'string' && typeof v?.confirm === 'string';
  },
});

export const signInFormSchema = signInSchema.extend({ rememberMe: z.boolean() });

export const forgotPasswordSchema = z.object({ email });

/** A new password, typed twice. */
export const resetPasswordSchema = z.object({ password, confirm: z.string() }).refine((v) => !v.password || v.confirm === v.password, repeats('password'));

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, authFormMessages.currentPasswordRequired),
    next: password,
    confirm: z.string(),
    revokeOthers: z.boolean(),
  })
  .refine((v) => !v.next || v.confirm === v.next, repeats('next'));

/** Confirming one's password before turning two-factor authentication on or off. */
export const confirmPasswordSchema = z.object({ password: z.string().min(1, authMessages.passwordRequired) });

/** Codes are read without the spaces people type or paste between digit groups. */
const code = () => z.string().transform((v) => v.replace(/\s+/g, ''));

/** A code from an authenticator app (TOTP): six digits. */
export const totpCodeSchema = z.object({
  code: code().pipe(
    z
      .string()
      .min(1, authFormMessages.totpRequired)
      .regex(/^\d{6}$/, authFormMessages.totpFormat),
  ),
});
/** One of the recovery codes given when two-factor authentication was turned on. */
export const recoveryCodeSchema = z.object({ code: code().pipe(z.string().min(1, authFormMessages.recoveryRequired)) });

/** The two-factor step of sign-in, with either kind of code. */
export const twoFactorSignInSchemas = {
  totp: totpCodeSchema.extend({ trustDevice: z.boolean() }),
  recovery: recoveryCodeSchema.extend({ trustDevice: z.boolean() }),
};
