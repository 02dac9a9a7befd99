import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'packages', 'web', 'dist');

export interface SpaFigures {
  initialGzipBytes: number;
  initialFiles: string[];
  chunks: { file: string; gzipBytes: number }[];
}

/** Initial JS = the entry script plus everything index.html preloads; the rest are lazy route chunks. */
export function measureSpa(): SpaFigures {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
  const chunks = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => !initialFiles.includes(file))
    .map((file) => ({ file, gzipBytes: gz(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { initialGzipBytes: initialFiles.reduce((sum, file) => sum + gz(file), 0), initialFiles, chunks };
}
