import type { Answer } from '@colabora/core/api-contract';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { apiRequest, type JsonRoute } from './api-client';
import { uploadFile, type UploadProgress } from './upload-file';

export interface ImportSheetVariables {
  file: File;
  onProgress?: UploadProgress;
}

/** The routes that import a sheet. */
export type ImportRoute = { [K in JsonRoute]: Answer<K> extends ImportAnswer ? K : never }[JsonRoute];

/** Bulk import: upload the .xlsx, then hand its key to the route's …/upload-many. */
export async function importSheet(route: ImportRoute, { file, onProgress }: ImportSheetVariables): Promise<ImportAnswer> {
  const key = await uploadFile(file, 'sheet', onProgress);
  return apiRequest(route, { body: { key } });
}
