/** Shapes of the platform administration API (/api/app/admin), shared by the server and the /admin page. */
export interface PendingAccount {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  company: string | null;
  portfolioSize: string | null;
  workspaceName: string | null;
  createdAt: string;
}

export interface WaitlistRow {
  id: string;
  email: string;
  position: number;
  createdAt: string;
  invitedAt: string | null;
}

export interface AdminOverview {
  signupApproval: 'auto' | 'manual';
  pending: PendingAccount[];
  waitlist: WaitlistRow[];
}
