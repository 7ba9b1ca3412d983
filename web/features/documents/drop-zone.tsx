import { UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useAppConfig } from '@/lib/use-app-config';
import { supportedFormats } from './format';

/** Files dragged from the desktop: directories and other non-file items are left out. */
export function filesFromDrop(e: DragEvent) {
  return [...e.dataTransfer.files].filter((f) => f.size > 0 || f.type !== '');
}

/** A drop target with a "choose files" button; many files at once. */
export function DropZone({
  onFiles,
  disabled,
  disabledReason,
  title = 'Drag and drop files here',
  compact,
  inputLabel = 'Choose files to upload',
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  disabledReason?: string;
  title?: string;
  compact?: boolean;
  inputLabel?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const { data: config } = useAppConfig();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = filesFromDrop(e);
    if (files.length) onFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for files dragged with a mouse; the keyboard way in is the file input below.
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border-2 border-dashed text-center transition-colors',
        compact ? 'px-4 py-5' : 'px-6 py-10',
        over ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-white',
        disabled && 'opacity-60',
      )}
    >
      <UploadCloud className={cn('text-brand-500', compact ? 'h-6 w-6' : 'h-9 w-9')} aria-hidden />
      <p className="mt-2 text-sm font-medium text-gray-900">{title}</p>
      <p className="mt-1 max-w-md text-xs text-gray-500">
        {supportedFormats}
        {config ? `, up to ${config.maxUploadMb} MB each.` : '.'}
      </p>
      {children}
      <label
        htmlFor={id}
        className={cn(
          'mt-3 inline-flex h-9 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-within:ring-2 focus-within:ring-brand-500',
          disabled && 'pointer-events-none',
        )}
      >
        or choose files
        <input
          id={id}
          type="file"
          multiple
          aria-label={inputLabel}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = ''; // choosing the same file again must fire change again
            if (files.length) onFiles(files);
          }}
        />
      </label>
      {disabled && disabledReason && <p className="mt-2 text-xs text-gray-600">{disabledReason}</p>}
    </div>
  );
}
