import type { DismissalDocuments } from '@colabora/core/dismissal/documents';
import { failure, logger } from '../../lib/telemetry';
import { releaseFiles } from '../../modules/files/stored-file';

/**
 * After a write committed: the documents `before` held that `after` no longer does (replaced or removed) are
 * released, so the bucket deletes them later (person/referenced-files.ts does the same for admission files). A
 * failure only keeps the file longer.
 */
export async function releaseReplaced(before: DismissalDocuments, after: DismissalDocuments): Promise<void> {
  const kept = new Set(Object.values(after).map((file) => file.key));
  const released = Object.values(before)
    .map((file) => file.key)
    .filter((key) => !kept.has(key));
  if (released.length === 0) return;
  await releaseFiles(released).catch((error: unknown) => logger.warn('files not released', { error: failure(error) }));
}
