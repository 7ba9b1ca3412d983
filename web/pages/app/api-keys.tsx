import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';

/** API keys arrive with the public API; this page says so rather than issuing keys that open nothing. */
export default function ApiKeysPage() {
  return (
    <>
      <AppPageHeader title="API Keys" description="Keys let your own systems search documents and ask questions through the Propwise API." />
      <EmptyState
        icon={<KeyRound className="h-8 w-8" />}
        title="API keys are not available yet"
        description="The public API arrives together with document search. Owners and Admins will create keys here with Read Only, Read & Write or Full Access permissions. This workspace has no keys."
        action={
          <Button asChild variant="outline">
            <Link to="/developer">Read about the API</Link>
          </Button>
        }
      />
    </>
  );
}
