import { MSG } from '@colabora/core/messages';
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadTicket } from '@colabora/core/uploads/schema';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { whileUploading } from './uploads-running';

export type UploadProgress = (fraction: number) => void;

// fetch cannot report upload progress; XMLHttpRequest can.
function postToStorage(ticket: UploadTicket, file: File, onProgress?: UploadProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new ApiError(request.status, MSG.uploadFailure));
    };
    request.onerror = () => reject(new ApiError(0, MSG.uploadFailure));
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    // S3 ignores every field after 'file'.
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Asks for a presigned POST, sends the bytes straight to storage, answers the object key. Submit buttons wait
 * for it (uploads-running.ts).
 */
export function uploadFile(file: File, purpose: UploadPurpose, onProgress?: UploadProgress): Promise<string> {
  return whileUploading(async () => {
    const rule = UPLOAD_PURPOSES[purpose];
    const contentType = (rule.contentTypes as readonly string[]).includes(file.type) ? file.type : rule.contentTypes[0];
    const ticket = await apiRequest('createUpload', {
      body: { purpose, fileName: file.name, contentType, size: file.size },
    });
    await postToStorage(ticket, file, onProgress);
    return ticket.key;
  });
}
