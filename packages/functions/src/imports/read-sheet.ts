import { BadRequest } from '../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { NotXlsxError, readFirstSheet, type SheetRow } from '../lib/xlsx';

/** The first sheet's rows; 400 when the bytes are not a workbook. */
export function readSheet(bytes: Uint8Array): SheetRow[] {
  try {
    return readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof NotXlsxError) throw new BadRequest(SERVER_MSG.onlyXlsx);
    throw error;
  }
}
