import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';

/** Analytics need questions and documents to measure; until search exists there is nothing honest to chart. */
export default function AnalyticsPage() {
  return (
    <>
      <AppPageHeader title="Analytics" description="How your team searches your documents: question volume, answer rates and response times." />
      <EmptyState
        icon={<BarChart3 className="h-8 w-8" />}
        title="No analytics yet"
        description="Analytics are computed from the questions your team asks. Question volume, answer rates and response times will appear here once documents can be uploaded and searched; nothing has been asked in this workspace yet."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to Overview</Link>
          </Button>
        }
      />
    </>
  );
}
