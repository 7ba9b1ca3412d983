/**
 * Generates the benchmark corpus in a child process and reads it back from disk. Drawing the scanned pages
 * (canvas, sharp) leaves native memory in whichever process does it, and a server never draws scans, so doing
 * it in the measured process would count the benchmark's own set-up as ingestion memory.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusFile, CorpusSize } from './corpus.js';

interface Manifest {
  text: { name: string; pages: number }[];
  scans: { name: string; pages: number; images: string[] }[];
}

const cli = join(dirname(fileURLToPath(import.meta.url)), 'corpus-cli.ts');

export function generateCorpusInChild(dir: string, size: CorpusSize): { text: CorpusFile[]; scans: CorpusFile[] } {
  execFileSync(process.execPath, ['--import', 'tsx', cli, dir, JSON.stringify(size)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const read = (name: string) => readFileSync(join(dir, name));
  return {
    text: manifest.text.map((f) => ({ name: f.name, pages: f.pages, bytes: read(f.name) })),
    scans: manifest.scans.map((f) => ({ name: f.name, pages: f.pages, bytes: read(f.name), images: f.images.map(read) })),
  };
}
