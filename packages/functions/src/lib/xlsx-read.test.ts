import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { NotXlsxError, readFirstSheet, TooManyRowsError } from './xlsx-read';

// The hardened reader: hostile sheets are refused or stopped early, and dates read right in both of Excel's date
// systems. (xlsx.test.ts checks it against workbooks exceljs writes.)

const part = (xml: string) => strToU8(xml);
const STYLES =
  '<styleSheet><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/>' +
  '<numFmt numFmtId="165" formatCode="&quot;R$&quot;\\ #,##0.00"/><numFmt numFmtId="166" formatCode="&quot;dia&quot; 0"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/></cellXfs></styleSheet>';

function workbook(sheetData: string, { date1904 = false, doctype = '' } = {}): Uint8Array {
  return zipSync({
    'xl/workbook.xml': part(
      `<workbook xmlns:r="r">${date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': part('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/styles.xml': part(STYLES),
    'xl/worksheets/sheet1.xml': part(`${doctype}<worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
  });
}

const read = (bytes: Uint8Array, maxDataRows = 300) => readFirstSheet(bytes, { maxDataRows });

/** The zip with the central-directory record of `name` repeated until `times` records point at its one stream. */
function withRepeatedEntry(zip: Uint8Array, name: string, times: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22;
  const count = view.getUint16(end + 10, true);
  const directoryAt = view.getUint32(end + 16, true);
  const records: Uint8Array[] = [];
  let repeated: Uint8Array | undefined;
  for (let i = 0, at = directoryAt; i < count; i += 1) {
    const length = 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const record = zip.slice(at, at + length);
    if (new TextDecoder().decode(record.subarray(46, 46 + view.getUint16(at + 28, true))) === name) repeated = record;
    records.push(record);
    at += length;
  }
  if (!repeated) throw new Error(`${name} not in the zip`);
  for (let i = 1; i < times; i += 1) records.push(repeated);
  const directory = records.flatMap((record) => [...record]);
  const out = new Uint8Array(directoryAt + directory.length + 22);
  out.set(zip.subarray(0, directoryAt));
  out.set(directory, directoryAt);
  out.set(zip.subarray(end, end + 22), directoryAt + directory.length);
  const tail = new DataView(out.buffer, directoryAt + directory.length, 22);
  tail.setUint16(8, records.length, true);
  tail.setUint16(10, records.length, true);
  tail.setUint32(12, directory.length, true);
  return out;
}
const rowsOf = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `<row r="${from + i}"><c r="A${from + i}" t="inlineStr"><is><t>Cargo ${i}</t></is></c></row>`).join('');

describe('hostile sheets', () => {
  it('refuses the 1.5 KB file of 128 000 unclosed rows at once, as no workbook', () => {
    const attack = workbook('<row>'.repeat(128_000));
    expect(attack.length).toBeLessThan(2_000);
    expect(() => read(attack)).toThrow(NotXlsxError);
  });

  it('refuses unclosed cells, unterminated tags and a DOCTYPE (no entity can expand)', () => {
    expect(() => read(workbook('<row r="1"><c r="A1"><c r="B1"><v>1</v></c></c></row>'))).toThrow(NotXlsxError);
    expect(() => read(workbook('<row r="1"><c r="A1" t="s"'))).toThrow(NotXlsxError);
    const bomb = '<!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>';
    expect(() => read(workbook(rowsOf(1), { doctype: bomb }))).toThrow(NotXlsxError);
  });

  it('refuses a part that inflates past what an import sheet needs (zip bomb)', () => {
    const padded = workbook(`${rowsOf(1)}<!--${' '.repeat(5 * 1024 * 1024)}-->`);
    expect(padded.length).toBeLessThan(64 * 1024);
    expect(() => read(padded)).toThrow(NotXlsxError);
  });

  it("refuses the issue's 76 KB sheet of 1 000 directory entries named sheet1.xml (one 4 MB stream) at once", () => {
    const single = workbook(`${rowsOf(1)}<!--${' '.repeat(4 * 1024 * 1024 - 1000)}-->`);
    const attack = withRepeatedEntry(single, 'xl/worksheets/sheet1.xml', 1_000);
    expect(attack.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    expect(() => read(attack)).toThrow(NotXlsxError);
    expect(performance.now() - started).toBeLessThan(500);
    // The same entry twice is refused too: readers disagree on which one counts.
    expect(() => read(withRepeatedEntry(workbook(rowsOf(1)), 'xl/worksheets/sheet1.xml', 2))).toThrow(NotXlsxError);
  });

  it('stops at the first filled row past the limit; the header and blank rows do not count', () => {
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>';
    const blank = '<row r="2"><c r="A2" t="inlineStr"><is><t>  </t></is></c></row><row r="3"/>';
    expect(read(workbook(header + blank + rowsOf(300, 4)))).toHaveLength(303);
    expect(() => read(workbook(header + blank + rowsOf(301, 4)))).toThrow(TooManyRowsError);
    expect(() => read(workbook(header + rowsOf(20_000, 2)))).toThrow(TooManyRowsError);
  });
});

describe('dates', () => {
  it('reads date-formatted serials in the 1900 system, built-in and custom formats alike', () => {
    const rows = read(
      workbook('<row r="1"><c r="A1" s="1"><v>45292</v></c><c r="B1" s="2"><v>45351.75</v></c><c r="C1" s="3"><v>1234.5</v></c><c r="D1" s="4"><v>7</v></c><c r="E1"><v>45292</v></c></row>'),
    );
    // A currency, a quoted word with a 'd' and the General format stay numbers.
    expect(rows[0].cells).toEqual(['2024-01-01', '2024-02-29', 1234.5, 7, 45292]);
  });

  it('reads the same serial four years and a day later in a 1904 workbook (date1904)', () => {
    const cells = '<row r="1"><c r="A1" s="1"><v>43830</v></c><c r="B1" s="2"><v>0</v></c></row>';
    expect(read(workbook(cells))[0].cells).toEqual(['2019-12-31', '1899-12-30']);
    expect(read(workbook(cells, { date1904: true }))[0].cells).toEqual(['2024-01-01', '1904-01-01']);
  });

  it('reads ISO 8601 date cells (t="d"), with or without a time', () => {
    const rows = read(
      workbook('<row r="1"><c r="A1" t="d"><v>2024-02-29T00:00:00Z</v></c><c r="B1" t="d"><v>2025-12-31</v></c><c r="C1" t="d"><v>ontem</v></c></row>'),
    );
    expect(rows[0].cells).toEqual(['2024-02-29', '2025-12-31', null]);
  });

  it.each([false, true])('reads the dates exceljs writes (date1904 %s) as the days typed', async (date1904) => {
    const book = new ExcelJS.Workbook();
    book.properties.date1904 = date1904;
    const sheet = book.addWorksheet('Pessoas');
    sheet.addRow(['Nome', 'Data de admissão', 'Salário']);
    sheet.addRow(['Ana', new Date(Date.UTC(2026, 2, 2)), 3500.5]);
    sheet.getCell('B2').numFmt = 'dd/mm/yyyy';
    const rows = read(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(rows[1].cells).toEqual(['Ana', '2026-03-02', 3500.5]);
  });
});
