import { isHttpError } from '../http/http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { assertUploadAllowed } from './upload-rules';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = { purpose: 'sheet' as const, fileName: 'cargos.xlsx', contentType: XLSX, size: 1000 };

function refusal(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (isHttpError(error) && error.statusCode === 400) return error.message;
    throw error;
  }
}

describe('upload rules for sheets', () => {
  it('accept an .xlsx up to 5 MB', () => {
    expect(refusal(() => assertUploadAllowed(sheet))).toBeNull();
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'CARGOS.XLSX', size: 5 * 1024 * 1024 }))).toBeNull();
  });

  it('refuse other types and extensions', () => {
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'cargos.xls' }))).toBe(SERVER_MSG.onlyXlsx);
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'cargos.csv', contentType: 'text/csv' }))).toBe(
      SERVER_MSG.onlyXlsx,
    );
    expect(refusal(() => assertUploadAllowed({ ...sheet, contentType: 'application/pdf' }))).toBe(SERVER_MSG.onlyXlsx);
  });

  it('refuse files over the limit', () => {
    expect(refusal(() => assertUploadAllowed({ ...sheet, size: 5 * 1024 * 1024 + 1 }))).toBe(SERVER_MSG.fileTooLarge(5));
  });
});
