import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { FileLinkButton } from '@/components/files/file-link-button';

/** A stored file as an InfoGrid value: a short-lived link (LGPD), or nothing when absent. */
export function storedFile(userId: string, file: UploadedFile | null | undefined, label: string) {
  return file ? <FileLinkButton userId={userId} fileKey={file.key} label={label} sx={{ px: 0 }} /> : null;
}
