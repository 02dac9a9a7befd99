import { isHttpError } from '../../http/http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { sheetTable } from './sheet-table';

const fields = [
  { field: 'name' as const, header: 'Nome', width: 10 },
  { field: 'salary' as const, header: 'Salário base', width: 10 },
  { field: 'exam' as const, header: 'Exame toxicológico', width: 10, optional: true },
];

describe('sheet table', () => {
  it('matches headers by name in any order, case or accents, skipping blank rows', () => {
    const table = sheetTable(
      [
        { rowNumber: 1, cells: [null, '  '] },
        { rowNumber: 2, cells: ['SALARIO BASE', 'nome'] },
        { rowNumber: 3, cells: [1000, 'Analista'] },
        { rowNumber: 4, cells: ['', null] },
        { rowNumber: 7, cells: ['R$ 2.000,00', 'Gerente', 'ignorado'] },
      ],
      fields,
    );
    expect(table).toEqual([
      { rowNumber: 3, values: { name: 'Analista', salary: 1000, exam: null } },
      { rowNumber: 7, values: { name: 'Gerente', salary: 'R$ 2.000,00', exam: null } },
    ]);
  });

  it('refuses a sheet without a required column, naming it', () => {
    try {
      sheetTable([{ rowNumber: 1, cells: ['Nome', 'Salário'] }], fields);
      expect.unreachable();
    } catch (error) {
      expect(isHttpError(error) && error.statusCode).toBe(400);
      expect((error as Error).message).toBe(SERVER_MSG.sheetMissingColumns(['Salário base']));
    }
  });

  it('an empty sheet has no rows', () => {
    expect(sheetTable([], fields)).toEqual([]);
    expect(sheetTable([{ rowNumber: 1, cells: ['Nome', 'Salário base'] }], fields)).toEqual([]);
  });

  it("leaves out a row that is still the model's example, wherever its columns are", () => {
    const example = [['Analista de Recursos Humanos', 4500, 'Não']];
    const table = sheetTable(
      [
        { rowNumber: 1, cells: ['Salário base', 'Nome', 'Exame toxicológico'] },
        { rowNumber: 2, cells: [4500, ' Analista de Recursos Humanos ', 'Não'] },
        { rowNumber: 3, cells: [4600, 'Analista de Recursos Humanos', 'Não'] },
      ],
      fields,
      example,
    );
    expect(table.map((row) => row.rowNumber)).toEqual([3]);
  });
});
