import { Plug } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';

/** No integrations exist yet; say so and what is planned. */
export function IntegrationsSettings() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Integrations</CardTitle>
        <CardDescription>Connect Propwise to the tools your team already uses.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={<Plug className="h-6 w-6" />}
          title="Integrations are not available yet"
          description="Webhooks and API keys arrive together with document search, so your own systems can react to new documents and answers. Nothing is connected to this workspace."
        />
      </CardContent>
    </Card>
  );
}
