import { BarChart3, MessageSquareText } from 'lucide-react';
import { EmptyState } from '@/components/ui/feedback';

export function ProjectQueriesTab({ totalQueries }: { totalQueries: number }) {
  return (
    <EmptyState
      icon={<MessageSquareText className="h-8 w-8" />}
      title={totalQueries ? `${totalQueries} ${totalQueries === 1 ? 'question' : 'questions'} asked` : 'No questions yet'}
      description="Questions asked about this project’s documents will be listed here, with their answers and citations, once search arrives."
    />
  );
}

export function ProjectAnalyticsTab() {
  return (
    <EmptyState
      icon={<BarChart3 className="h-8 w-8" />}
      title="No activity to chart yet"
      description="Once documents are uploaded and questions asked, this tab shows question volume, answer rate and the most searched documents for this project."
    />
  );
}
