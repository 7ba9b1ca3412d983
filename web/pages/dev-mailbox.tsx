import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState, FullPageSpinner } from '@/components/ui/feedback';
import { siteApi } from '@common/api/site';
import { ApiError, callApi } from '@/lib/api';

/** Development-only mailbox: emails stored while no SMTP server is configured. */
export default function DevMailboxPage() {
  const [openId, setOpenId] = useState<string>();
  const { data, isPending, error } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => callApi(siteApi.mailbox),
    refetchInterval: 3000,
  });
  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 404)
    return <div className="mx-auto max-w-3xl p-8 text-gray-600">The development mailbox is turned off on this server.</div>;
  if (error instanceof ApiError && error.status === 403) return <div className="mx-auto max-w-3xl p-8 text-gray-600">{error.message}.</div>;
  const emails = data?.emails ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      <p className="mt-1 text-sm text-gray-500">Emails are stored here because no SMTP_URL is set. Newest first; refreshes every few seconds.</p>
      <div className="mt-6 space-y-3">
        {emails.length === 0 && (
          <EmptyState
            icon={<Mail className="h-8 w-8" />}
            title="No emails yet"
            description="Sign up, reset a password or invite a teammate and the email appears here."
          />
        )}
        {emails.map((m) => (
          <Card key={m.id} className="p-4">
            <button type="button" className="w-full text-left" onClick={() => setOpenId(openId === m.id ? undefined : m.id)}>
              <div className="font-medium">{m.subject}</div>
              <div className="text-sm text-gray-500">
                To {m.to} · {new Date(m.createdAt).toLocaleString()}
              </div>
            </button>
            {m.links.map((link) => (
              <a key={link} href={link} className="mt-2 block break-all text-sm text-brand-600 hover:underline">
                {link}
              </a>
            ))}
            {openId === m.id && <pre className="mt-3 whitespace-pre-wrap text-sm text-gray-700">{m.text}</pre>}
          </Card>
        ))}
      </div>
    </div>
  );
}
