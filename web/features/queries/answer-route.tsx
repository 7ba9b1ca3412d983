import { Database, FileText } from 'lucide-react';
import type { AnswerRoute } from '@common/search';

/** Which path answered: the portfolio records (leases and their abstracted terms) or the documents' passages. */
export function AnswerRouteLabel({ route }: { route: AnswerRoute | undefined }) {
  if (!route) return null;
  const records = route === 'records';
  const Icon = records ? Database : FileText;
  return (
    <p
      data-testid="answer-route"
      data-route={route}
      className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700"
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {records ? 'From your portfolio records' : 'From your documents'}
    </p>
  );
}
