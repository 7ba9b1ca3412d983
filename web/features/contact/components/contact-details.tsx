import { Clock, Mail, Phone, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAppConfig } from '@/lib/use-app-config';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-500">{label}</p>
        <div className="break-words font-medium text-gray-900">{children}</div>
      </div>
    </li>
  );
}

/** "Get in Touch": the sales address and phone come from this deployment's configuration. */
export function ContactDetails() {
  const { data: config } = useAppConfig();
  return (
    <section aria-labelledby="get-in-touch" className="rounded-2xl bg-gray-50 p-6 sm:p-8">
      <h2 id="get-in-touch" className="text-xl font-semibold text-gray-900">
        Get in Touch
      </h2>
      <p className="mt-2 text-sm text-gray-600">Questions about plans, a demo for your team, or help getting started: we're happy to talk.</p>
      <ul className="mt-6 space-y-5">
        <Detail icon={<Mail className="h-5 w-5" aria-hidden />} label="Email">
          {config ? (
            <a href={`mailto:${config.salesEmail}`} className="text-brand-700 hover:underline">
              {config.salesEmail}
            </a>
          ) : (
            <span className="text-gray-400">Loading…</span>
          )}
        </Detail>
        {config?.contactPhone && (
          <Detail icon={<Phone className="h-5 w-5" aria-hidden />} label="Phone">
            <a href={`tel:${config.contactPhone.replace(/[^+\d]/g, '')}`} className="text-brand-700 hover:underline">
              {config.contactPhone}
            </a>
          </Detail>
        )}
        <Detail icon={<Clock className="h-5 w-5" aria-hidden />} label="Hours">
          Mon-Fri 9am-6pm EST
        </Detail>
        <Detail icon={<Timer className="h-5 w-5" aria-hidden />} label="Response time">
          Within one business day
        </Detail>
      </ul>
    </section>
  );
}
