import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';

/** Analytics charts are not built yet; the empty state says so and where the numbers that exist are. */
export default function AnalyticsPage() {
  return (
    <>
      <AppPageHeader title="Analytics" description="How your team searches your documents: question volume, answer rates and response times." />
      <EmptyState
        icon={<BarChart3 className="h-8 w-8" />}
        title="No analytics yet"
        description="Charts of question volume, answer rates and response times are not built yet. Meanwhile, the Overview counts this month's questions and lists your latest ones, and each project's Queries tab keeps its questions and answers."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to Overview</Link>
          </Button>
        }
      />
    </>
  );
}
