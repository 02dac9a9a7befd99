import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Local data: DynamoDB files, S3 objects, the signing secret. `npm run reset` removes it. */
export const DATA_DIR = join(REPO_ROOT, '.local');
export const WEB_DIST = join(REPO_ROOT, 'packages', 'web', 'dist');
