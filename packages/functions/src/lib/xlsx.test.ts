import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasZipMagic, writeSheet } from './xlsx';
import { NotXlsxError, readFirstSheet as readSheetOf } from './xlsx-read';

const readFirstSheet = (bytes: Uint8Array) => readSheetOf(bytes, { maxDataRows: 300 });

async function excelBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('xlsx writer', () => {
  const columns = [
    { header: 'Nome', width: 30 },
    { header: 'Salário base', width: 16, currency: true },
    { header: 'Exame toxicológico', width: 20 },
  ];

  it('round-trips through our reader', () => {
    const bytes = writeSheet('Cargos', columns, [
      ['Analista de RH', 4500.5, 'Não'],
      ['Motorista <CNH D> & cia', 3200, true],
    ]);
    expect(hasZipMagic(bytes)).toBe(true);
    expect(readFirstSheet(bytes)).toEqual([
      { rowNumber: 1, cells: ['Nome', 'Salário base', 'Exame toxicológico'] },
      { rowNumber: 2, cells: ['Analista de RH', 4500.5, 'Não'] },
      { rowNumber: 3, cells: ['Motorista <CNH D> & cia', 3200, true] },
    ]);
  });

  it('is a workbook exceljs opens, with the values and the currency format', async () => {
    const bytes = writeSheet('Cargos', columns, [['Analista', 2500, 'Sim']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Cargos');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nome', 'Salário base', 'Exame toxicológico']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Analista', 2500, 'Sim']);
    expect(sheet.getCell('B2').numFmt).toContain('#,##0.00');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
  });
});

describe('xlsx reader on files exceljs writes', () => {
  it('reads shared strings, numbers, booleans, rich text and formula results', async () => {
    const bytes = await excelBytes((workbook) => {
      const sheet = workbook.addWorksheet('Planilha');
      sheet.addRow(['Nome', 'Salário base', 'Exame toxicológico']);
      sheet.addRow(['Técnico de Segurança', 3800.75, false]);
      sheet.getCell('A3').value = { richText: [{ text: 'Geren', font: { bold: true } }, { text: 'te Comercial' }] };
      sheet.getCell('B3').value = { formula: '1000*9', result: 9000 };
      sheet.getCell('C3').value = 'Sim';
      sheet.getCell('A5').value = 'Após uma linha vazia';
    });
    expect(readFirstSheet(bytes)).toEqual([
      { rowNumber: 1, cells: ['Nome', 'Salário base', 'Exame toxicológico'] },
      { rowNumber: 2, cells: ['Técnico de Segurança', 3800.75, false] },
      { rowNumber: 3, cells: ['Gerente Comercial', 9000, 'Sim'] },
      { rowNumber: 5, cells: ['Após uma linha vazia'] },
    ]);
  });

  it('reads only the first worksheet and keeps gaps between cells', async () => {
    const bytes = await excelBytes((workbook) => {
      const first = workbook.addWorksheet('Primeira');
      first.getCell('A1').value = 'Nome';
      first.getCell('C1').value = 'Terceira';
      workbook.addWorksheet('Segunda').getCell('A1').value = 'outra';
    });
    expect(readFirstSheet(bytes)).toEqual([{ rowNumber: 1, cells: ['Nome', null, 'Terceira'] }]);
  });

  it('reads an empty workbook as no rows', async () => {
    const bytes = await excelBytes((workbook) => workbook.addWorksheet('Vazia'));
    expect(readFirstSheet(bytes)).toEqual([]);
  });
});

describe('xlsx reader on hand-written parts', () => {
  const part = (xml: string) => strToU8(xml);
  const workbook = (sheetXml: string, sharedStrings?: string) =>
    zipSync({
      'xl/workbook.xml': part(
        '<x:workbook xmlns:x="m" xmlns:r="r"><x:sheets><x:sheet name="A" sheetId="7" r:id="rId3"/></x:sheets></x:workbook>',
      ),
      'xl/_rels/workbook.xml.rels': part(
        '<Relationships><Relationship Id="rId3" Type="t" Target="/xl/worksheets/data.xml"/></Relationships>',
      ),
      'xl/worksheets/data.xml': part(sheetXml),
      ...(sharedStrings ? { 'xl/sharedStrings.xml': part(sharedStrings) } : {}),
    });

  it('handles namespace prefixes, inline strings, phonetic hints, escapes and missing references', () => {
    const bytes = workbook(
      '<x:worksheet><x:sheetData>' +
        '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:r><x:t>Ca</x:t></x:r><x:r><x:t xml:space="preserve">rgo &amp; co</x:t></x:r></x:is></x:c>' +
        '<x:c t="s"><x:v>0</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c></x:row>' +
        '<x:row><x:c r="B"><x:v>12.5</x:v></x:c><x:c r="C2" t="e"><x:v>#N/A</x:v></x:c><x:c r="D2" t="str"><x:v>Linha_x000A_dois</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
      '<sst><si><t>Olá</t><rPh sb="0" eb="1"><t>ignorar</t></rPh></si></sst>',
    );
    expect(readFirstSheet(bytes)).toEqual([
      { rowNumber: 1, cells: ['Cargo & co', 'Olá', true] },
      { rowNumber: 2, cells: [null, 12.5, null, 'Linha\ndois'] },
    ]);
  });

  it('refuses bytes that are not a workbook', () => {
    expect(() => readFirstSheet(strToU8('%PDF-1.7 not a sheet'))).toThrow(NotXlsxError);
    expect(() => readFirstSheet(strToU8('nome;salario\nAnalista;1000'))).toThrow(NotXlsxError);
    expect(() => readFirstSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(NotXlsxError);
    expect(() => readFirstSheet(zipSync({ 'word/document.xml': part('<w/>') }))).toThrow(NotXlsxError);
  });
});
