import { Home, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const helpful = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/docs', label: 'Docs' },
];

/** The 404 screen, also used when a blog post does not exist. */
export function NotFoundContent({ message = "The page you're looking for doesn't exist or has been moved." }: { message?: string }) {
  return (
    <section className="relative flex min-h-[65vh] items-center justify-center overflow-hidden px-4 py-20">
      <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <span className="select-none text-[9rem] font-black leading-none text-brand-50 sm:text-[16rem]">404</span>
      </div>
      <div className="relative max-w-lg text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-600">
          <Search className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg text-gray-600">{message}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home /> Return to Home
          </Link>
        </Button>
        <nav aria-label="Popular pages" className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {helpful.map((l) => (
            <Link key={l.to} to={l.to} className="font-medium text-brand-600 hover:text-brand-700">
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
