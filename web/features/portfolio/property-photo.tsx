import { Building2, ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { showError } from '@/lib/api';
import { type Property, useRemovePropertyPhoto, useSetPropertyPhoto } from './api';

/** Matches the server's limit (server/modules/portfolio/property-photo.ts), checked here first to fail at once. */
const MAX_PHOTO_MB = 10;

/** The property's photo, or a placeholder, with the buttons to add, change or remove it. */
export function PropertyPhoto({ property }: { property: Property }) {
  const input = useRef<HTMLInputElement>(null);
  const setPhoto = useSetPropertyPhoto(property.id);
  const removePhoto = useRemovePropertyPhoto(property.id);
  const choose = (file: File) => {
    if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
      toast.error('The photo was not saved', { description: `A property photo must be at most ${MAX_PHOTO_MB} MB.` });
      return;
    }
    setPhoto.mutate(file, {
      onSuccess: () => toast.success('Photo saved'),
      onError: (err) => showError(err, 'The photo was not saved'),
    });
  };
  return (
    <div className="space-y-2">
      {property.photoUrl ? (
        <img src={property.photoUrl} alt={property.name} className="h-40 w-full rounded-xl object-cover sm:h-auto sm:aspect-[4/3]" />
      ) : (
        <div className="flex h-28 w-full items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:h-auto sm:aspect-[4/3]">
          <Building2 className="h-10 w-10" aria-hidden />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={setPhoto.isPending} onClick={() => input.current?.click()}>
          <ImagePlus /> {setPhoto.isPending ? 'Uploading…' : property.photoUrl ? 'Change photo' : 'Add photo'}
        </Button>
        {property.photoUrl && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            disabled={removePhoto.isPending}
            onClick={() => removePhoto.mutate(undefined, { onError: (err) => showError(err, 'The photo was not removed') })}
          >
            <Trash2 /> Remove photo
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        aria-label="Property photo"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) choose(file);
        }}
      />
    </div>
  );
}
