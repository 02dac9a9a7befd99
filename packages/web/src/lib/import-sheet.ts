import type { RouteName } from '@colabora/core/api-routes';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { apiRequest } from './api-client';
import { uploadFile, type UploadProgress } from './upload-file';

export interface ImportSheetVariables {
  file: File;
  onProgress?: UploadProgress;
}

/** Bulk import: upload the .xlsx, then hand its key to the route's …/upload-many. */
export async function importSheet(route: RouteName, { file, onProgress }: ImportSheetVariables): Promise<ImportAnswer> {
  const key = await uploadFile(file, 'sheet', onProgress);
  return apiRequest<ImportAnswer>(route, { body: { key } });
}
