/**
 * Email templates: each renders to HTML and plain text from the same parts, so both always say the same.
 * Values are escaped; links are absolute URLs built by the caller from PUBLIC_URL.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface EmailParts {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderEmail(parts: EmailParts): RenderedEmail {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    '— The Propwise team',
  ].join('\n');
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;color:#4f46e5;font-size:18px">Propwise</p>
<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${parts.footnote ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(parts.footnote)}</p>` : ''}
<p style="color:#6b7280">— The Propwise team</p></body></html>`;
  return { subject: parts.subject, html, text };
}

export const emails = {
  verifyEmail: (name: string, url: string) =>
    renderEmail({
      subject: 'Verify your Propwise email address',
      heading: `Welcome to Propwise, ${name}`,
      paragraphs: ['Confirm your email address to finish setting up your account.'],
      action: { label: 'Verify email', url },
      footnote: 'If you did not create a Propwise account, you can ignore this email.',
    }),
  resetPassword: (url: string) =>
    renderEmail({
      subject: 'Reset your Propwise password',
      heading: 'Reset your password',
      paragraphs: ['Someone asked to reset the password for this Propwise account. The link works once and expires in one hour.'],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
    }),
  invitation: (inviter: string, workspace: string, role: string, url: string) =>
    renderEmail({
      subject: `${inviter} invited you to ${workspace} on Propwise`,
      heading: `Join ${workspace} on Propwise`,
      paragraphs: [
        `${inviter} invited you to join the ${workspace} workspace as ${role === 'admin' ? 'an Admin' : `a ${role[0]!.toUpperCase()}${role.slice(1)}`}.`,
      ],
      action: { label: 'Accept invitation', url },
      footnote: 'The invitation expires in 7 days.',
    }),
  waitlistConfirmation: (position: number) =>
    renderEmail({
      subject: "You're on the Propwise waitlist",
      heading: `You're #${position} on the waitlist`,
      paragraphs: ["Thanks for your interest in Propwise. We'll email you as soon as your spot opens up."],
    }),
  waitlistInvite: (url: string) =>
    renderEmail({
      subject: 'Your Propwise spot is ready',
      heading: 'Your spot is ready',
      paragraphs: ['You asked to be told when Propwise opened up for you. It has: create your account to get started.'],
      action: { label: 'Create your account', url },
    }),
  newsletterConfirmation: () =>
    renderEmail({
      subject: 'You are subscribed to the Propwise newsletter',
      heading: 'Thanks for subscribing',
      paragraphs: ['You will receive new Propwise articles for property managers in your inbox. You can unsubscribe at any time by replying to this email.'],
    }),
  contactNotification: (m: { name: string; email: string; company?: string | null; subject: string; message: string }) =>
    renderEmail({
      subject: `Contact form: ${m.subject}`,
      heading: `New message from ${m.name}`,
      paragraphs: [`From: ${m.name} <${m.email}>${m.company ? ` (${m.company})` : ''}`, `Subject: ${m.subject}`, m.message],
    }),
  accountApproved: (url: string) =>
    renderEmail({
      subject: 'Your Propwise account is ready',
      heading: 'Your account has been approved',
      paragraphs: ['Your Propwise workspace is set up. Sign in to start uploading documents.'],
      action: { label: 'Sign in', url },
    }),
};
