import type { Role } from '@colabora/core/enums';
import { BadRequest, Forbidden } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import {
  exceedsMaxSize,
  hasAcceptedExtension,
  isAcceptedContentType,
  maxMegabytes,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@colabora/core/uploads/rules';
import type { UploadRequest } from '@colabora/core/uploads/schema';

const WRONG_TYPE: Record<UploadPurpose, string> = {
  sheet: SERVER_MSG.onlyXlsx,
  photo: SERVER_MSG.onlyImages,
  document: SERVER_MSG.onlyImagesOrPdf,
  pdf: SERVER_MSG.onlyPdf,
};

export function wrongTypeMessage(purpose: UploadPurpose): string {
  return WRONG_TYPE[purpose];
}

/** Refuses a role the purpose is not for (403), and what it does not take (type, extension, size), before any URL is signed. */
export function assertUploadAllowed(request: UploadRequest, role: Role): void {
  const { purpose } = request;
  if (!(UPLOAD_PURPOSES[purpose].roles as readonly Role[]).includes(role)) throw new Forbidden(SERVER_MSG.forbidden);
  if (!isAcceptedContentType(purpose, request.contentType) || !hasAcceptedExtension(purpose, request.fileName)) {
    throw new BadRequest(WRONG_TYPE[purpose]);
  }
  if (exceedsMaxSize(purpose, request.size)) throw new BadRequest(SERVER_MSG.fileTooLarge(maxMegabytes(purpose)));
}
