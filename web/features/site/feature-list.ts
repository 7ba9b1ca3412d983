import {
  BarChart3,
  CalendarClock,
  FileSearch,
  FileText,
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
  /** Announced but not released yet: shown with a Coming soon badge, and its copy says what is planned. */
  comingSoon?: boolean;
}

/**
 * What Propwise does, described without measured claims. Shared by the landing and features pages. Every
 * feature without `comingSoon` is in the product today; planned ones say so in their own words too.
 */
export const features: Feature[] = [
  {
    id: 'search',
    icon: FileSearch,
    title: 'Document search',
    summary: 'Search across every lease, tenant file, maintenance record and inspection report at once, including scanned PDFs.',
    points: ['Finds passages by meaning, not only exact words', 'Text recognition for scanned documents', 'Filter by property or portfolio'],
  },
  {
    id: 'answers',
    icon: MessageSquareQuote,
    title: 'Cited answers',
    summary: 'Ask questions in plain English and get answers that cite the exact document, page and passage they come from.',
    points: ['"When does the lease for unit 4B end?"', 'Every answer links to its source', 'Says so when the documents do not answer the question'],
  },
  {
    id: 'viewer',
    icon: FileText,
    title: 'Document viewer & versions',
    summary: 'Open any document from its project, or at the cited page of an answer with the passage highlighted, and keep every version.',
    points: [
      'Type, pages, uploader and processing history of each document',
      'Upload a new version; earlier ones are kept',
      'Download the original at any time',
    ],
  },
  {
    id: 'leases',
    icon: CalendarClock,
    title: 'Lease analysis',
    summary:
      'Planned: key terms pulled out of each lease (parties, rent, term, deposit, renewal options and notice dates) with the clauses behind them. Today, ask for any of them as a question and get the cited clause.',
    points: ['Renewal and notice dates in one place', 'Clause-level view of each lease', 'Compare terms across a portfolio'],
    comingSoon: true,
  },
  {
    id: 'maintenance',
    icon: Wrench,
    title: 'Maintenance tracking',
    summary:
      'Planned: maintenance requests kept with the records, invoices and photos that belong to them. Today, upload maintenance records to a project and search them.',
    points: ['Full history of each unit', 'Who is responsible, straight from the lease', 'Records that are easy to find later'],
    comingSoon: true,
  },
  {
    id: 'tenants',
    icon: MessagesSquare,
    title: 'Tenant communication hub',
    summary: "Planned: suggested replies to tenant questions, grounded in the tenant's own lease and citing the clauses they rely on.",
    points: ['Drafts you review before sending', 'Consistent answers for every tenant', 'Conversation history kept with the tenant file'],
    comingSoon: true,
  },
  {
    id: 'analytics',
    icon: BarChart3,
    title: 'Portfolio analytics',
    summary:
      'Planned: upcoming expirations, documents processed and questions asked across your portfolio. Today, the dashboard counts documents, projects and questions.',
    points: ['Upcoming renewals and notice dates', 'Usage by property and team member', 'Only your own numbers, straight from your documents'],
    comingSoon: true,
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
    title: 'REST API',
    summary:
      'Connect Propwise to the rest of your stack: upload documents, search and ask questions over a REST API with workspace API keys. Webhooks are not available yet.',
    points: ['Read Only, Read & Write and Full Access keys', 'An OpenAPI reference generated from the API itself', 'The same permission checks as the web app'],
  },
  {
    id: 'mobile',
    icon: Smartphone,
    title: 'Mobile-friendly',
    summary: 'Works in the browser on phones and tablets, so answers are available during inspections and site visits.',
    points: ['No app to install', 'Responsive on every screen size', 'Upload photos and documents from the field'],
  },
];
