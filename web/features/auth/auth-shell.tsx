import type { ReactNode } from 'react';

/** The centered card every account screen sits in (the public layout around it carries the logo). */
export function AuthShell({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:items-center sm:py-16">
      <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
            {description && <div className="mt-2 text-sm text-gray-600">{description}</div>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
      </div>
    </div>
  );
}
