import { randomUUID } from 'node:crypto';

// Upload keys: uploads/{companyId}/{uuid}/{safe-file-name}. The company prefix is what ties a file to a
// tenant: a key outside the caller's prefix is treated as not existing.

export function companyUploadPrefix(companyId: string): string {
  return `uploads/${companyId}/`;
}

/** ASCII letters, digits, dot, dash and underscore only; accents dropped; at most 100 characters. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '');
  return cleaned.slice(-100) || 'arquivo';
}

export function newUploadKey(companyId: string, fileName: string): string {
  return `${companyUploadPrefix(companyId)}${randomUUID()}/${safeFileName(fileName)}`;
}

/**
 * Where an accepted upload is kept: the same name under files/ instead of uploads/ (the bucket expires
 * uploads/ after a day, so whatever no call accepted disappears on its own).
 */
export function keptFileKey(uploadKey: string): string {
  return uploadKey.replace(/^uploads\//, 'files/');
}

export function isCompanyUpload(key: string, companyId: string): boolean {
  return key.startsWith(companyUploadPrefix(companyId)) && !key.split('/').includes('..');
}
