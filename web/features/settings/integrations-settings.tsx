import { Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';

/** No ready-made integrations exist: your own systems connect through the REST API; webhooks do not exist yet. */
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
          title="No ready-made integrations yet"
          description="Nothing is connected to this workspace. Your own systems can upload documents, search and ask questions through the REST API with a workspace API key. Webhooks are not available yet: to learn when a document is processed, read its status through the API."
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard/api-keys">Manage API keys</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
