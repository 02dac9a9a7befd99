import { isHttpError } from '../../http/http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { assertUploadAllowed } from './upload-rules';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = { purpose: 'sheet' as const, fileName: 'cargos.xlsx', contentType: XLSX, size: 1000 };
const HR = 'HUMAN_RESOURCES_MANAGMENT' as const;

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
    expect(refusal(() => assertUploadAllowed(sheet, HR))).toBeNull();
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'CARGOS.XLSX', size: 5 * 1024 * 1024 }, HR))).toBeNull();
  });

  it('refuse other types and extensions', () => {
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'cargos.xls' }, HR))).toBe(SERVER_MSG.onlyXlsx);
    expect(refusal(() => assertUploadAllowed({ ...sheet, fileName: 'cargos.csv', contentType: 'text/csv' }, HR))).toBe(
      SERVER_MSG.onlyXlsx,
    );
    expect(refusal(() => assertUploadAllowed({ ...sheet, contentType: 'application/pdf' }, HR))).toBe(SERVER_MSG.onlyXlsx);
  });

  it('refuse files over the limit', () => {
    expect(refusal(() => assertUploadAllowed({ ...sheet, size: 5 * 1024 * 1024 + 1 }, HR))).toBe(SERVER_MSG.fileTooLarge(5));
  });
});

describe('upload tickets by role', () => {
  const status = (run: () => void) => {
    try {
      run();
      return 200;
    } catch (error) {
      return isHttpError(error) ? error.statusCode : 500;
    }
  };
  const photo = { purpose: 'photo' as const, fileName: 'selfie.jpg', contentType: 'image/jpeg', size: 1000 };
  const pdf = { purpose: 'pdf' as const, fileName: 'exame.pdf', contentType: 'application/pdf', size: 1000 };

  it('give each purpose only to the roles whose calls take its files (403 for the others)', () => {
    expect(status(() => assertUploadAllowed(sheet, 'ADMINISTRATOR_COMPANY'))).toBe(200);
    expect(status(() => assertUploadAllowed(sheet, 'ADMISSION_PROCESS'))).toBe(403);
    expect(status(() => assertUploadAllowed(sheet, 'EMPLOYEE'))).toBe(403);
    expect(status(() => assertUploadAllowed(photo, 'ADMISSION_PROCESS'))).toBe(200);
    expect(status(() => assertUploadAllowed(photo, HR))).toBe(403);
    expect(status(() => assertUploadAllowed(pdf, HR))).toBe(200);
    expect(status(() => assertUploadAllowed(pdf, 'WAITING_CONTRACT_SIGN'))).toBe(200);
    // An employee's time-clock requests carry a PDF (002 §5.1, §5.2).
    expect(status(() => assertUploadAllowed(pdf, 'EMPLOYEE'))).toBe(200);
    expect(status(() => assertUploadAllowed(pdf, 'ADMINISTRATOR'))).toBe(403);
  });
});
