import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, signInFormSchema, twoFactorSignInSchemas } from './auth-forms';

const messages = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('account form schemas', () => {
  it('sign-in and forgot password: the sign-in rules', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
    expect(forgotPasswordSchema.parse({ email: ' dana@example.com ' })).toEqual({ email: 'dana@example.com' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'dana' }))).toEqual({ email: authMessages.emailInvalid });
  });

  it('a repeated password must match, and says so even when the new one is also too short', () => {
    expect(resetPasswordSchema.safeParse({ password: 'fresh-start-77', confirm: 'fresh-start-77' }).success).toBe(true);
    expect(messages(resetPasswordSchema.safeParse({ password: 'fresh-start-77', confirm: 'fresh-start-78' }))).toEqual({ confirm: 'Passwords do not match' });
    expect(messages(resetPasswordSchema.safeParse({ password: '', confirm: '' }))).toEqual({ password: authMessages.passwordRequired });
    expect(messages(changePasswordSchema.safeParse({ current: '', next: 'abc', confirm: 'abd', revokeOthers: true }))).toEqual({
      current: 'Current password is required',
      next: authMessages.passwordTooShort,
      confirm: 'Passwords do not match',
    });
  });

  it('two-factor codes: six digits (spaces ignored) or any recovery code', () => {
    expect(twoFactorSignInSchemas.totp.parse({ code: ' 123 456 ', trustDevice: false })).toEqual({ code: '123456', trustDevice: false });
    expect(messages(twoFactorSignInSchemas.totp.safeParse({ code: '  ', trustDevice: false }))).toEqual({
      code: 'Enter the 6-digit code from your authenticator app',
    });
    expect(messages(twoFactorSignInSchemas.totp.safeParse({ code: '123', trustDevice: false }))).toEqual({ code: 'The code is 6 digits' });
    expect(messages(twoFactorSignInSchemas.recovery.safeParse({ code: '', trustDevice: true }))).toEqual({ code: 'Enter one of your recovery codes' });
    expect(twoFactorSignInSchemas.recovery.parse({ code: 'abcde-12345', trustDevice: true }).code).toBe('abcde-12345');
  });
});
