import {
  BarChart3,
  CalendarClock,
  FileSearch,
  MessageSquareQuote,
  MessagesSquare,
  Smartphone,
  Users,
  Webhook,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  points: string[];
  /** Announced but not released yet: shown with a Coming soon badge. */
  comingSoon?: boolean;
}

/** What Propwise does, described without measured claims. Shared by the landing and features pages. */
export const features: Feature[] = [
  {
    id: 'search',
    icon: FileSearch,
    title: 'Document search',
    summary: 'Search across every lease, tenant file, maintenance record and inspection report at once, including scanned PDFs.',
    points: [
      'Finds passages by meaning, not only exact words',
      'Text recognition for scanned documents',
      'Filter by property or portfolio',
    ],
  },
  {
    id: 'answers',
    icon: MessageSquareQuote,
    title: 'Cited answers',
    summary: 'Ask questions in plain English and get answers that cite the exact document, page and passage they come from.',
    points: [
      '"When does the lease for unit 4B end?"',
      'Every answer links to its source',
      'Says so when the documents do not answer the question',
    ],
  },
  {
    id: 'leases',
    icon: CalendarClock,
    title: 'Lease analysis',
    summary:
      'Key terms pulled out of each lease: parties, rent, term, deposit, renewal options and notice dates, and the clauses behind them.',
    points: ['Renewal and notice dates in one place', 'Clause-level view of each lease', 'Compare terms across a portfolio'],
  },
  {
    id: 'maintenance',
    icon: Wrench,
    title: 'Maintenance tracking',
    summary: 'Keep maintenance requests with the records, invoices and photos that belong to them, organized by property and unit.',
    points: ['Full history of each unit', 'Who is responsible, straight from the lease', 'Records that are easy to find later'],
  },
  {
    id: 'tenants',
    icon: MessagesSquare,
    title: 'Tenant communication hub',
    summary: "Suggested replies to tenant questions, grounded in the tenant's own lease and citing the clauses they rely on.",
    points: ['Drafts you review before sending', 'Consistent answers for every tenant', 'Conversation history kept with the tenant file'],
  },
  {
    id: 'analytics',
    icon: BarChart3,
    title: 'Portfolio analytics',
    summary: 'See upcoming expirations, documents processed and questions asked across your portfolio, computed from your own data.',
    points: ['Upcoming renewals and notice dates', 'Usage by property and team member', 'Only your own numbers, straight from your documents'],
  },
  {
    id: 'teams',
    icon: Users,
    title: 'Teams & roles',
    summary: 'Invite colleagues into a shared workspace with Owner, Admin and Member roles, enforced on the server.',
    points: ['Invitations by email', 'Separate workspaces for separate businesses', 'Two-factor authentication and session control'],
  },
  {
    id: 'api',
    icon: Webhook,
    title: 'API & webhooks',
    summary: 'Connect Propwise to the rest of your stack with API keys, a REST API and webhooks for document and answer events.',
    points: [
      'Read-only, read & write, and full-access keys',
      'Webhooks when documents finish processing',
      'Plans and progress on the developer page',
    ],
    comingSoon: true,
  },
  {
    id: 'mobile',
    icon: Smartphone,
    title: 'Mobile-friendly',
    summary: 'Works in the browser on phones and tablets, so answers are available during inspections and site visits.',
    points: ['No app to install', 'Responsive on every screen size', 'Upload photos and documents from the field'],
  },
];
