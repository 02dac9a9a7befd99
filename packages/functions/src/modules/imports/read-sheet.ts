import { BadRequest } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { NotXlsxError, readFirstSheet, TooManyRowsError } from '../../lib/xlsx-read';
import type { SheetRow } from '../../lib/xlsx';

/** The first sheet's rows; 400 when the bytes are not a workbook or hold more than `maxDataRows` rows. */
export function readSheet(bytes: Uint8Array, maxDataRows: number): SheetRow[] {
  try {
    return readFirstSheet(bytes, { maxDataRows });
  } catch (error) {
    if (error instanceof NotXlsxError) throw new BadRequest(SERVER_MSG.onlyXlsx);
    if (error instanceof TooManyRowsError) throw new BadRequest(SERVER_MSG.sheetTooManyRows(maxDataRows));
    throw error;
  }
}
