import { SERVER_MSG } from '@colabora/core/messages';
import { exceedsMaxSize, hasAcceptedExtension, maxMegabytes } from '@colabora/core/uploads/rules';
import { UPLOAD_PURPOSES } from '@colabora/core/uploads/schema';

const SHEET = UPLOAD_PURPOSES.sheet;
export const SHEET_ACCEPT = [...SHEET.extensions, ...SHEET.contentTypes].join(',');
export const EMPTY_FILE_MESSAGE = 'O arquivo está vazio. Escolha a planilha preenchida.';

/** Refuses at once what the server would refuse after the upload (spec 000 §5: only .xlsx). */
export function checkSheetFile(file: File): string | null {
  if (!hasAcceptedExtension('sheet', file.name)) return SERVER_MSG.onlyXlsx;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (exceedsMaxSize('sheet', file.size)) return SERVER_MSG.fileTooLarge(maxMegabytes('sheet'));
  return null;
}
