import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { ComponentState } from '@common/status';
import { Badge } from '@/components/ui/badge';

export const stateLabel: Record<ComponentState, string> = { operational: 'Operational', degraded: 'Degraded', down: 'Down' };

export function StateIcon({ state, className = 'h-5 w-5' }: { state: ComponentState; className?: string }) {
  if (state === 'operational') return <CheckCircle2 className={`${className} text-green-600`} aria-hidden />;
  if (state === 'degraded') return <AlertTriangle className={`${className} text-amber-500`} aria-hidden />;
  return <XCircle className={`${className} text-red-600`} aria-hidden />;
}

export function StateBadge({ state }: { state: ComponentState }) {
  const variant = state === 'operational' ? 'success' : state === 'degraded' ? 'warning' : 'destructive';
  return (
    <Badge variant={variant} data-state={state}>
      {stateLabel[state]}
    </Badge>
  );
}
