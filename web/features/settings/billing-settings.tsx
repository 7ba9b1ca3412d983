import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/feedback';
import { useCurrentWorkspace } from '@/features/workspaces/api';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const fmt = new Intl.NumberFormat('en-US');

/** The workspace's trial from common/plans.ts; payments do not exist yet, so there are no invoices to show. */
export function BillingSettings() {
  const { data: ws } = useCurrentWorkspace();
  if (!ws) return <Spinner label="Loading plan" />;
  const ended = new Date(ws.plan.trialEndsAt).getTime() < Date.now();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing</CardTitle>
        <CardDescription>Your plan and payment details.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-lg border border-gray-200 p-4">
          <p className="text-sm font-medium text-gray-900">
            {ws.plan.name} plan, {ws.plan.trialDays}-day free trial
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {ended ? 'The trial period ended on' : 'The trial runs until'} {dateFmt.format(new Date(ws.plan.trialEndsAt))}.{' '}
            {ws.plan.monthlyQueries !== null && `It includes ${fmt.format(ws.plan.monthlyQueries)} questions per month.`}
          </p>
        </div>
        <p className="text-sm text-gray-600">
          Online billing is not available yet: there is no payment method to add and no invoices. Choosing a paid plan will be possible here once billing
          launches; until then, talk to us if you need more.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/contact">Talk to Sales</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
