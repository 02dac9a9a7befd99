import { readdirSync } from 'node:fs';
import path from 'node:path';

// The house's TypeScript sources, as both the lint rule against import circles and the dead-export check read them.

/** Folders that hold no source of ours: dependencies and what builds and tools write. */
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.artifacts', '.sst', '.build']);

/**
 * Every `.ts`/`.tsx`/`.mts` file under `dir`, declaration files left out.
 * @param {string} dir
 * @returns {string[]}
 */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}
