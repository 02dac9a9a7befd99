import { describe, expect, it } from 'vitest';
import { deletePayslipSchema, PAYSLIP_BULK_MAX_FILES, PAYSLIP_MSG, payslipBulkSchema, payslipQuerySchema, payslipUploadSchema } from './schema';

type Parse = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Parse) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const file = { key: 'payslip/holerite.pdf', name: 'holerite.pdf', size: 4096 };

describe('payslip upload (001 §5)', () => {
  it('takes month 1–12, year and the uploaded file', () => {
    expect(payslipUploadSchema.parse({ month: 3, year: 2026, file })).toEqual({ month: 3, year: 2026, file });
  });

  it("requires month, year and file: 'Campo obrigatório'", () => {
    expect(messages(payslipUploadSchema.safeParse({}))).toEqual([
      ['month', 'Campo obrigatório'],
      ['year', 'Campo obrigatório'],
      ['file', 'Campo obrigatório'],
    ]);
    expect(messages(payslipUploadSchema.safeParse({ month: 13, year: 2026, file }))).toEqual([['month', 'Campo obrigatório']]);
    expect(messages(payslipUploadSchema.safeParse({ month: 0, year: 2026, file }))).toEqual([['month', 'Campo obrigatório']]);
  });

  it('filters the list by an optional month and year', () => {
    expect(payslipQuerySchema.parse({})).toEqual({});
    expect(payslipQuerySchema.parse({ month: '3', year: '2026' })).toEqual({ month: 3, year: 2026 });
    expect(payslipQuerySchema.safeParse({ month: '13' }).success).toBe(false);
  });

  it('removes one payslip by id', () => {
    expect(deletePayslipSchema.safeParse({ payslipId: 'p-1' }).success).toBe(true);
    expect(messages(deletePayslipSchema.safeParse({ payslipId: ' ' }))).toEqual([['payslipId', 'Campo obrigatório']]);
  });

  it('has the spec texts', () => {
    expect(PAYSLIP_MSG).toMatchObject({
      fetchFailed: 'Não foi possível pegar os dados',
      uploadFailed: 'Não foi possível inserir o holerite',
      removed: 'Holerite Removido',
      removeFailed: 'Não foi possivel deletar o holerite',
      empty: 'Nenhum holerite encontrado!',
    });
  });
});

describe('bulk payslip upload (POST /api/payslip/bulk)', () => {
  it('takes one month and 1 to PAYSLIP_BULK_MAX_FILES uploaded PDFs', () => {
    expect(payslipBulkSchema.parse({ month: 2, year: 2026, files: [file] })).toEqual({ month: 2, year: 2026, files: [file] });
    expect(messages(payslipBulkSchema.safeParse({ month: 2, year: 2026, files: [] }))).toEqual([['files', PAYSLIP_MSG.fileRequired]]);
    const tooMany = Array.from({ length: PAYSLIP_BULK_MAX_FILES + 1 }, () => file);
    expect(messages(payslipBulkSchema.safeParse({ month: 2, year: 2026, files: tooMany }))).toEqual([['files', PAYSLIP_MSG.tooManyFiles]]);
    expect(messages(payslipBulkSchema.safeParse({ month: 13, year: 2026, files: [file] }))).toEqual([['month', PAYSLIP_MSG.required]]);
  });
});
