import { describe, expect, it } from 'vitest';
import { isCompanyUpload, newUploadKey, safeFileName } from './upload-key';

describe('upload keys', () => {
  it('live under the company prefix with a fresh id', () => {
    const key = newUploadKey('c1', 'Cargos.xlsx');
    expect(key).toMatch(/^uploads\/c1\/[0-9a-f-]{36}\/Cargos\.xlsx$/);
    expect(newUploadKey('c1', 'Cargos.xlsx')).not.toBe(key);
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
});
