import { KeyRound, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '@common/permissions';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorBanner, FullPageSpinner, Spinner } from '@/components/ui/feedback';
import { useApiKeys } from '@/features/api-keys/api';
import { ApiKeysList } from '@/features/api-keys/api-keys-list';
import { CreateKeyDialog } from '@/features/api-keys/create-key-dialog';
import { useCurrentWorkspace } from '@/features/workspaces/api';

/** /dashboard/api-keys: Owners and Admins create and manage the workspace's keys; Members are told who can. */
export default function ApiKeysPage() {
  const { data: workspace } = useCurrentWorkspace();
  const manage = !!workspace && can(workspace.role, 'apiKeys.manage');
  const keys = useApiKeys(manage);
  const [creating, setCreating] = useState(false);
  if (!workspace) return <FullPageSpinner />;

  const description = 'Keys let your own systems upload documents, search and ask questions through the Propwise API.';
  if (!manage) {
    return (
      <>
        <AppPageHeader title="API Keys" description={description} />
        <EmptyState
          icon={<Lock className="h-8 w-8" />}
          title="Only Owners and Admins manage API keys"
          description={`You are a Member of ${workspace.name}, so this page is read-only for you. Ask an Owner or Admin to create a key for your integration.`}
          action={
            <Button asChild variant="outline">
              <Link to="/docs#api-reference">Read the API reference</Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <AppPageHeader
        title="API Keys"
        description={description}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> Create New Key
          </Button>
        }
      />
      {keys.isPending ? (
        <Spinner label="Loading API keys" />
      ) : keys.isError || !keys.data ? (
        <ErrorBanner message="API keys could not be loaded. Refresh to try again." />
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={<KeyRound className="h-8 w-8" />}
          title="No API keys yet"
          description="Create a key, choose what it may do (Read Only is the safe default), then send it as a Bearer token to /api/v1. The API reference shows a curl example for every endpoint."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => setCreating(true)}>
                <Plus /> Create New Key
              </Button>
              <Button asChild variant="outline">
                <Link to="/docs#api-reference">API reference</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Keys</CardTitle>
            <CardDescription>
              Only the first 12 and last 8 characters are shown. An inactive or deleted key is refused from its next call.{' '}
              <Link to="/docs#api-reference" className="text-brand-700 underline">
                API reference
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ApiKeysList keys={keys.data} />
          </CardContent>
        </Card>
      )}
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
