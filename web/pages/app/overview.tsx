import { Search, Upload, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AttentionList } from '@/features/dashboard/attention-list';
import { RecentSearches } from '@/features/dashboard/recent-searches';
import { UploadDialog } from '@/features/documents/upload-dialog';
import { UploadList } from '@/features/documents/upload-list';
import { useDocumentLiveUpdates } from '@/features/documents/use-document-live-updates';
import { useProjects } from '@/features/projects/api';
import { SummaryCards } from '@/features/dashboard/summary-cards';
import { useCurrentWorkspace, useSummary } from '@/features/workspaces/api';
import { useSession } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

/** /dashboard: greeting, the portfolio's real counts, items needing attention, uploading leases, and recent searches. */
export default function OverviewPage() {
  usePageMeta({ title: 'Overview | Propwise', description: 'Your Propwise workspace at a glance.', noindex: true });
  const { data: session } = useSession();
  const { data: workspace } = useCurrentWorkspace();
  const { data: summary } = useSummary();
  const { data: projects } = useProjects();
  const [uploading, setUploading] = useState(false);
  useDocumentLiveUpdates();
  const firstName = session?.user.name.trim().split(/\s+/)[0] ?? '';
  const projectNames = Object.fromEntries((projects ?? []).map((p) => [p.id, p.name]));
  const hasDocuments = !!summary && summary.documents > 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Welcome, {firstName}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {workspace ? `Here is where ${workspace.name} stands today.` : 'Here is where your workspace stands today.'}
        </p>
      </div>

      <SummaryCards />

      <AttentionList />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{hasDocuments ? 'Upload more documents' : 'Upload your first lease'}</CardTitle>
            <CardDescription>
              Add leases, tenant files, maintenance records and inspection reports to a project: drop many files at once and watch each one upload and get read.
              Each is made searchable with its pages, ready for plain-English questions in the project’s Queries tab.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button onClick={() => setUploading(true)}>
              <Upload /> Upload Lease
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/search">
                <Search /> Search Documents
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/docs">Read the quick start</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Bring in your team</CardTitle>
            <CardDescription>
              {summary && summary.members > 1
                ? `${summary.members} people work in this workspace. Manage roles and invitations on the Team page.`
                : 'You are the only member so far. Invite colleagues as Admins or Members; they get an email with a link to join.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/dashboard/team">
                <UserPlus /> Go to Team
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <UploadList projectNames={projectNames} />

      <RecentSearches />
      <UploadDialog open={uploading} onOpenChange={setUploading} documentType="lease" />
    </div>
  );
}
