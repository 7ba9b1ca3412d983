import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import { ExtractionError, SUPPORTED_TYPES_MESSAGE } from './types.js';
import { buildPdf } from './fixtures/pdf.js';
import { buildDocxEntries, buildZip } from './fixtures/zip.js';
import { textImage } from './fixtures/images.js';

// Extraction never touches the database, so these run once (in the pglite project), not once per database.
describe('detectFileType', () => {
  async function refusal(bytes: Buffer, name?: string) {
    const err = await detectFileType(bytes, name).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExtractionError);
    return err as ExtractionError;
  }

  it('decides binary formats by their bytes, whatever the name', async () => {
    expect(await detectFileType(buildPdf([{ lines: ['Hello'] }]), 'notes.txt')).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf' });
    expect(await detectFileType(textImage(['x']), 'scan.pdf')).toMatchObject({ kind: 'image', subtype: 'png' });
    expect(await detectFileType(buildZip(buildDocxEntries(['Hi'])), 'lease.xlsx')).toMatchObject({ kind: 'docx' });
  });

  it('lets the name choose only between text flavours', async () => {
    const text = Buffer.from('# Rules\n\nNo pets.\n');
    expect((await detectFileType(text, 'house-rules.md')).kind).toBe('markdown');
    expect((await detectFileType(text, 'house-rules.txt')).kind).toBe('text');
    expect((await detectFileType(text)).kind).toBe('text');
    expect((await detectFileType(Buffer.from('Unit,Issue,Cost\n4B,Leak,$120\n5A,"Door, front",$80\n'))).kind).toBe('csv');
    expect((await detectFileType(Buffer.from('From: a@b.test\r\nSubject: Leak\r\nDate: Mon, 2 Mar 2026 10:00:00 +0000\r\n\r\nHello'))).kind).toBe('eml');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Notice to quit\r\n', 'utf16le')]);
    expect((await detectFileType(utf16, 'notice.txt')).kind).toBe('text');
    // A plain sentence with one comma per line is not a table.
    expect((await detectFileType(Buffer.from('Dear tenant, hello.\nThe boiler is fixed.\n'))).kind).toBe('text');
  });

  it('reads text whose first word is another format\'s signature as text ("FORM OF ..." is not an AIFF file)', async () => {
    const contract = Buffer.from('FORM OF FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Acme Inc. and Beta LLC.\n');
    expect((await detectFileType(contract, 'franchise.txt')).kind).toBe('text');
    // A real AIFF header (binary chunk sizes after "FORM") is still refused as audio.
    const aiff = Buffer.concat([
      Buffer.from('FORM'),
      Buffer.from([0, 0, 0, 0x2e]),
      Buffer.from('AIFFCOMM'),
      Buffer.from([0, 0, 0, 0x12, 0, 1]),
      Buffer.alloc(40),
    ]);
    expect((await refusal(aiff, 'song.txt')).message).toMatch(/audio or video/);
  });

  it('refuses HTML renamed .pdf, naming the supported types', async () => {
    const err = await refusal(Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), 'lease.pdf');
    expect(err.code).toBe('unsupported_type');
    expect(err.message).toContain(SUPPORTED_TYPES_MESSAGE);
  });

  it('refuses executables even when named like documents', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const err = await refusal(elf, 'lease.md');
    expect(err.code).toBe('unsupported_type');
    expect(err.message).toMatch(/program/);
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(0x3a), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    expect((await refusal(pe, 'notes.txt')).code).toBe('unsupported_type');
  });

  it('refuses zips that are not Word or Excel files, and binary named .txt', async () => {
    const zip = buildZip([{ name: 'readme.txt', data: Buffer.from('hi') }]);
    expect((await refusal(zip, 'lease.docx')).code).toBe('unsupported_type');
    expect((await refusal(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]), 'a.txt')).code).toBe('unsupported_type');
    expect((await refusal(Buffer.alloc(0), 'a.txt')).code).toBe('empty');
  });
});
