import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { cn } from '@/lib/cn';
import { headerLinks } from './site-nav-links';
import { SiteLogo } from './site-logo';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900');

/** Sticky site header; below the lg breakpoint the links fold into a menu. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { data: session } = useSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (pathname) is what closes the menu; the effect does not read it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const accountLinks = (inMenu: boolean) =>
    session ? (
      <Button asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    ) : (
      <>
        <Button asChild variant={inMenu ? 'outline' : 'ghost'}>
          <Link to="/sign-in">Sign In</Link>
        </Button>
        <Button asChild>
          <Link to="/sign-up">Start Free Trial</Link>
        </Button>
      </>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{accountLinks(false)}</div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="site-mobile-menu"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="!h-5 !w-5" /> : <Menu className="!h-5 !w-5" />}
        </Button>
      </div>
      {open && (
        <div id="site-mobile-menu" className="border-t border-gray-200 bg-white lg:hidden">
          <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
            <NavLink to="/" end className={navClass}>
              Home
            </NavLink>
            {headerLinks.map((l) => (
              <NavLink key={l.to} to={l.to} className={navClass}>
                {l.label}
              </NavLink>
            ))}
            <div className="mt-3 grid grid-cols-1 gap-2 border-t border-gray-100 pt-3 sm:grid-cols-2 [&>a]:w-full">{accountLinks(true)}</div>
          </nav>
        </div>
      )}
    </header>
  );
}
