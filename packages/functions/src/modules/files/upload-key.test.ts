import { describe, expect, it } from 'vitest';
import { isCompanyUpload, isOwnUpload, newUploadKey, safeFileName } from './upload-key';

const hr = { companyId: 'c1', id: 'u-hr' };

describe('upload keys', () => {
  it('live under the company, the uploader and the purpose, with a fresh id', () => {
    const key = newUploadKey(hr, 'sheet', 'Cargos.xlsx');
    expect(key).toMatch(/^uploads\/c1\/u-hr\/sheet\/[0-9a-f-]{36}\/Cargos\.xlsx$/);
    expect(newUploadKey(hr, 'sheet', 'Cargos.xlsx')).not.toBe(key);
  });

  it('file names are made safe', () => {
    expect(safeFileName('Relação de Cargos (2026).xlsx')).toBe('Relacao-de-Cargos-2026-.xlsx');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ana\\planilha.xlsx')).toBe('planilha.xlsx');
    expect(safeFileName('...')).toBe('arquivo');
    expect(safeFileName(`${'a'.repeat(300)}.xlsx`)).toHaveLength(100);
  });

  it('belong to a company only under its prefix', () => {
    expect(isCompanyUpload('uploads/c1/x/a.xlsx', 'c1')).toBe(true);
    expect(isCompanyUpload('uploads/c2/x/a.xlsx', 'c1')).toBe(false);
    expect(isCompanyUpload('uploads/c1/../c2/a.xlsx', 'c1')).toBe(false);
    expect(isCompanyUpload('uploads/c10/x/a.xlsx', 'c1')).toBe(false);
    expect(isCompanyUpload('other/c1/a.xlsx', 'c1')).toBe(false);
  });

  it("are their uploader's, for their purpose only", () => {
    const key = newUploadKey(hr, 'pdf', 'holerite.pdf');
    expect(isOwnUpload(key, hr, 'pdf')).toBe(true);
    expect(isOwnUpload(key, { companyId: 'c1', id: 'u-employee' }, 'pdf')).toBe(false);
    expect(isOwnUpload(key, hr, 'document')).toBe(false);
    expect(isOwnUpload('uploads/c1/u-hr/pdf/../../u-x/pdf/a.pdf', hr, 'pdf')).toBe(false);
    expect(isOwnUpload('uploads/c1/u-hr-2/pdf/x/a.pdf', hr, 'pdf')).toBe(false);
  });
});
