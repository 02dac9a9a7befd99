import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@colabora/core/uploads/schema';

// Upload keys: uploads/{companyId}/{uploaderId}/{purpose}/{uuid}/{safe-file-name}. The company prefix ties a file
// to a tenant (a key outside it is treated as not existing); the uploader and purpose segments tie it to the
// person who got the ticket and what for, so a key seen by a colleague (HR's payslip upload) is no use to them.

/** Who asked for an upload ticket, or hands its key to a call. */
export interface Uploader {
  companyId: string;
  id: string;
}

export function companyUploadPrefix(companyId: string): string {
  return `uploads/${companyId}/`;
}

function uploaderPrefix(uploader: Uploader, purpose: UploadPurpose): string {
  return `${companyUploadPrefix(uploader.companyId)}${uploader.id}/${purpose}/`;
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

export function newUploadKey(uploader: Uploader, purpose: UploadPurpose, fileName: string): string {
  return `${uploaderPrefix(uploader, purpose)}${randomUUID()}/${safeFileName(fileName)}`;
}

/**
 * Where an accepted upload is kept: the same name under files/ instead of uploads/ (the bucket expires
 * uploads/ after a day, so whatever no call accepted disappears on its own).
 */
export function keptFileKey(uploadKey: string): string {
  return uploadKey.replace(/^uploads\//, 'files/');
}

const traverses = (key: string) => key.split('/').includes('..');

export function isCompanyUpload(key: string, companyId: string): boolean {
  return key.startsWith(companyUploadPrefix(companyId)) && !traverses(key);
}

/** The upload's ticket was given to `uploader` for `purpose`. */
export function isOwnUpload(key: string, uploader: Uploader, purpose: UploadPurpose): boolean {
  return key.startsWith(uploaderPrefix(uploader, purpose)) && !traverses(key);
}
