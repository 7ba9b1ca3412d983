/**
 * Title and social-preview text for every public route. The server injects these into the HTML it returns
 * (so link previews work without JavaScript) and each page sets the same on client-side navigation.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Signed-in and utility screens are not indexed. */
  noindex?: boolean;
}

const tagline = 'Search and ask questions across your leases, tenant files and inspection reports, with cited answers.';

export const staticPageMeta: Record<string, PageMeta> = {
  '/': { title: 'Propwise: answers from your property documents', description: tagline },
  '/landing': { title: 'Propwise: answers from your property documents', description: tagline },
  '/features': { title: 'Features | Propwise', description: 'Document search, cited answers, a document viewer, teams and a REST API for property managers.' },
  '/pricing': { title: 'Pricing | Propwise', description: 'Simple plans for portfolios of every size. 14-day free trial, no credit card required.' },
  '/blog': { title: 'Blog | Propwise', description: 'Practical articles for property managers on leases, maintenance, technology and the industry.' },
  '/contact': { title: 'Contact | Propwise', description: 'Talk to the Propwise team: sales, demos and support.' },
  '/docs': { title: 'Documentation | Propwise', description: 'Get started with Propwise: upload documents, ask questions, and use the API.' },
  '/privacy': { title: 'Privacy Policy | Propwise', description: 'How Propwise collects, uses and protects your data.' },
  '/terms': { title: 'Terms of Service | Propwise', description: 'The terms that govern your use of Propwise.' },
  '/status': { title: 'System Status | Propwise', description: 'Live status and uptime of the Propwise service.' },
  '/developer': { title: 'Developers | Propwise', description: 'Build on Propwise with the REST API and workspace API keys.' },
  '/waitlist': { title: 'Join the waitlist | Propwise', description: 'Be among the first property managers to use Propwise.' },
  '/sign-in': { title: 'Sign in | Propwise', description: 'Sign in to your Propwise account.' },
  '/sign-up': { title: 'Create your account | Propwise', description: 'Start your 14-day free trial of Propwise. No credit card required.' },
  '/sign-up-success': { title: 'Check your email | Propwise', description: tagline, noindex: true },
  '/forgot-password': { title: 'Reset your password | Propwise', description: 'Reset your Propwise password.', noindex: true },
  '/reset-password': { title: 'Choose a new password | Propwise', description: 'Choose a new Propwise password.', noindex: true },
};

export const notFoundMeta: PageMeta = { title: 'Page not found | Propwise', description: 'Oops! Page not found.', noindex: true };
export const appMeta: PageMeta = { title: 'Propwise', description: tagline, noindex: true };

/** Signed-in and token-link routes: served by the SPA, never indexed. */
export const appRoutePatterns: RegExp[] = [
  /^\/dashboard(\/.*)?$/,
  /^\/dashboard-placeholder$/,
  /^\/(projects|project\/[^/]+|calendar|analytics|api-keys|team|settings(\/.*)?|properties(\/[^/]+)?|tenants|leases|rent-roll)$/,
  /^\/accept-invitation\/[^/]+$/,
  /^\/admin$/,
  /^\/dev\/mailbox$/,
  /^\/two-factor$/,
];
