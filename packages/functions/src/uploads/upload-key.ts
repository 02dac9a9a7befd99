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

export function isCompanyUpload(key: string, companyId: string): boolean {
  return key.startsWith(companyUploadPrefix(companyId)) && !key.split('/').includes('..');
}
