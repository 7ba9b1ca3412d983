import type { documentTypes } from '../../db/schema/documents.js';

export type DocumentType = (typeof documentTypes)[number];

/**
 * Guesses a document's type from its file name and the start of its text. Each type has cue phrases; the name
 * counts double (managers name files well: "4B lease.pdf"). The guess is editable, so "other" is a fine answer
 * when nothing stands out.
 */
const cues: Record<Exclude<DocumentType, 'other'>, RegExp[]> = {
  lease: [
    /\blease\b/i,
    /\brental agreement\b/i,
    /\blandlord\b/i,
    /\btenant shall\b/i,
    /\bsecurity deposit\b/i,
    /\bterm of (the )?lease\b/i,
    /\bmonthly rent\b/i,
    /\bpremises\b/i,
  ],
  tenant_file: [
    /\brental application\b/i,
    /\bapplicant\b/i,
    /\bcredit (report|check)\b/i,
    /\bemployment verification\b/i,
    /\bproof of income\b/i,
    /\btenant (file|profile|information)\b/i,
    /\bemergency contact\b/i,
  ],
  maintenance_record: [
    /\bwork order\b/i,
    /\bmaintenance\b/i,
    /\brepair(ed|s)?\b/i,
    /\binvoice\b/i,
    /\btechnician\b/i,
    /\bservice (call|request)\b/i,
    /\bplumb(er|ing)\b/i,
    /\bhvac\b/i,
  ],
  inspection_report: [
    /\binspection\b/i,
    /\bmove[- ]?(in|out)\b/i,
    /\bcondition\b/i,
    /\bsmoke detector\b/i,
    /\binspector\b/i,
    /\bchecklist\b/i,
    /\bdamage(d|s)?\b/i,
  ],
};

export function guessDocumentType(fileName: string, text: string): DocumentType {
  const sample = text.slice(0, 6000);
  let best: DocumentType = 'other';
  let bestScore = 0;
  for (const [type, patterns] of Object.entries(cues) as Array<[DocumentType, RegExp[]]>) {
    let score = 0;
    for (const pattern of patterns) {
      if (pattern.test(fileName)) score += 2;
      if (pattern.test(sample)) score += 1;
    }
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return bestScore >= 2 ? best : 'other';
}
