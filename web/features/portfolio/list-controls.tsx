import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The search box of a list: labelled, full width on a phone. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1 sm:max-w-sm">
      <Label htmlFor={id} className="block text-xs text-gray-600">
        {label}
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
        <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} className="h-9 pl-9" />
      </div>
    </div>
  );
}

/** A labelled select filter with an "all" choice. */
export function FilterSelect({
  label,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  all: string;
  options: Array<[value: string, label: string]>;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id} className="block text-xs text-gray-600">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-9 sm:w-48">
        <option value="">{all}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Previous / next page, shown only when there is more than one page. */
export function Pager({ page, nextPage, onPage }: { page: number; nextPage: number | null | undefined; onPage: (p: number) => void }) {
  if (page === 1 && !nextPage) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft /> Previous
      </Button>
      <span className="text-sm text-gray-600">Page {page}</span>
      <Button variant="outline" size="sm" disabled={!nextPage} onClick={() => nextPage && onPage(nextPage)}>
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
