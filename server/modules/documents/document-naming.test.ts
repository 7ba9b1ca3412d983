import { describe, expect, it } from 'vitest';
import { guessDocumentType } from './document-type.js';
import { titleFromFileName } from './file-name.js';

describe('guessDocumentType', () => {
  it('recognises each type from names and content', () => {
    expect(guessDocumentType('Unit 4B lease.pdf', '')).toBe('lease');
    expect(guessDocumentType('scan_0001.pdf', 'RESIDENTIAL LEASE AGREEMENT. The Landlord and Tenant agree... security deposit of $2,000. Monthly rent')).toBe(
      'lease',
    );
    expect(guessDocumentType('wo-5531.pdf', 'Work Order #5531. Technician replaced the HVAC filter. Invoice total $180.')).toBe('maintenance_record');
    expect(guessDocumentType('IMG_2231.jpg', 'Move-out inspection checklist. Smoke detector: working. Carpet damaged.')).toBe('inspection_report');
    expect(guessDocumentType('jdoe.pdf', 'Rental application. Applicant name: Jane Doe. Employment verification attached. Emergency contact')).toBe(
      'tenant_file',
    );
  });

  it('says "other" when nothing stands out', () => {
    expect(guessDocumentType('notes.txt', 'Meeting moved to Thursday.')).toBe('other');
  });
});

describe('titleFromFileName', () => {
  it('turns a file name into a title', () => {
    expect(titleFromFileName('Unit_4B_lease.pdf')).toBe('Unit 4B lease');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
  });
});
