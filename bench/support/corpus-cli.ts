/** Child-process entry of corpus-process.ts: `corpus-cli.ts <dir> <CorpusSize as JSON>` writes the files and manifest.json. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus, type CorpusSize } from './corpus.js';

const [dir, sizeJson] = process.argv.slice(2);
if (!dir || !sizeJson) throw new Error('usage: corpus-cli.ts <dir> <size json>');
const { text, scans } = await generateCorpus(dir, JSON.parse(sizeJson) as CorpusSize);
const scanManifest = scans.map((f) => {
  const images = (f.images ?? []).map((png, i) => {
    const name = `${f.name}.page-${i + 1}.png`;
    writeFileSync(join(dir, name), png);
    return name;
  });
  return { name: f.name, pages: f.pages, images };
});
writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ text: text.map((f) => ({ name: f.name, pages: f.pages })), scans: scanManifest }));
