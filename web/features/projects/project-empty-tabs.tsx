import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/feedback';

export function ProjectAnalyticsTab() {
  return (
    <EmptyState
      icon={<BarChart3 className="h-8 w-8" />}
      title="No activity to chart yet"
      description="Once documents are uploaded and questions asked, this tab shows question volume, answer rate and the most searched documents for this project."
    />
  );
}
