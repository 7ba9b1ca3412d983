import type { DocumentDto } from '@common/documents';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DropZone } from './drop-zone';
import { versionLabel } from './format';
import { uploads } from './upload-store';

/** Upload a newer file of the same document: history is kept and search uses the newest. */
export function NewVersionDialog({ doc, onOpenChange }: { doc: DocumentDto | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={!!doc} onOpenChange={onOpenChange}>
      <DialogContent>
        {doc && (
          <>
            <DialogTitle className="break-words pr-6">Upload a new version</DialogTitle>
            <DialogDescription className="break-words">
              Replaces the current file of “{doc.title}” ({versionLabel(doc.version)} so far). Earlier versions are kept; search and answers use the new one
              once it is processed.
            </DialogDescription>
            <div className="mt-4">
              <DropZone
                compact
                title="Drop the new file here"
                inputLabel="Choose the new version"
                onFiles={(files) => {
                  uploads.add(files.slice(0, 1), {
                    projectId: doc.projectId,
                    documentId: doc.id,
                  });
                  onOpenChange(false);
                }}
              />
            </div>
            <div className="mt-6 flex justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
