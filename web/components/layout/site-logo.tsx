import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The Propwise wordmark, linking home. */
export function SiteLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" aria-label="Propwise home" className={cn('inline-flex items-center gap-2 rounded-md font-semibold', className)}>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Building2 className="h-4 w-4" aria-hidden />
      </span>
      <span className={cn('text-lg tracking-tight', inverted ? 'text-white' : 'text-gray-900')}>Propwise</span>
    </Link>
  );
}
