import { Copy, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { answerAsPlainText, sharedAnswerPath, type AnswerViewModel } from './answer-model';
import { citationHref } from './citation-chip';

async function copy(text: string, success: string, description?: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success, { description });
  } catch {
    toast.error('Could not copy', { description: 'Your browser did not allow access to the clipboard.' });
  }
}

/** Copy (the answer with its sources, as text) and Share (a link to the saved answer for workspace members). */
export function AnswerActions({ answer }: { answer: AnswerViewModel }) {
  const origin = window.location.origin;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => copy(answerAsPlainText(answer, origin, citationHref), 'Answer copied', 'The answer and its sources are on your clipboard.')}
      >
        <Copy /> Copy
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => copy(`${origin}${sharedAnswerPath(answer.queryId)}`, 'Link copied', 'Only members of this workspace can open it.')}
      >
        <Share2 /> Share
      </Button>
    </div>
  );
}
