import type { Role } from '@colabora/core/enums';
import { BadRequest, Forbidden } from '../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadRequest } from '@colabora/core/uploads/schema';

const WRONG_TYPE: Record<UploadPurpose, string> = {
  sheet: SERVER_MSG.onlyXlsx,
  photo: SERVER_MSG.onlyImages,
  document: SERVER_MSG.onlyImagesOrPdf,
  pdf: SERVER_MSG.onlyPdf,
};

export function wrongTypeMessage(purpose: UploadPurpose): string {
  return WRONG_TYPE[purpose];
}

export function maxMegabytes(purpose: UploadPurpose): number {
  return UPLOAD_PURPOSES[purpose].maxBytes / (1024 * 1024);
}

/** Refuses a role the purpose is not for (403), and what it does not take (type, extension, size), before any URL is signed. */
export function assertUploadAllowed(request: UploadRequest, role: Role): void {
  const rules = UPLOAD_PURPOSES[request.purpose];
  if (!(rules.roles as readonly Role[]).includes(role)) throw new Forbidden(SERVER_MSG.forbidden);
  const name = request.fileName.toLowerCase();
  const typeOk = (rules.contentTypes as readonly string[]).includes(request.contentType);
  const extensionOk = rules.extensions.some((extension) => name.endsWith(extension));
  if (!typeOk || !extensionOk) throw new BadRequest(WRONG_TYPE[request.purpose]);
  if (request.size > rules.maxBytes) throw new BadRequest(SERVER_MSG.fileTooLarge(maxMegabytes(request.purpose)));
}
