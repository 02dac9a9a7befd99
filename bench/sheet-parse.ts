import { IMPORT_MAX_ROWS } from '@colabora/core/uploads/schema';
import { writeSheet } from '@colabora/functions/lib/xlsx';
import { readFirstSheet } from '@colabora/functions/lib/xlsx-read';
import { zip } from '@colabora/functions/lib/zip';
import { median } from './lambda-bundles';

export interface ParseFigure {
  name: string;
  bytes: number;
  medianMs: number;
  outcome: string;
}

/** The attack of issue 8: a tiny workbook whose sheet is `<sheetData>` then 128 000 unclosed rows. */
function unclosedRows(): Uint8Array {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  return zip({
    'xl/workbook.xml': utf8('<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': utf8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': utf8(`<worksheet><sheetData>${'<row>'.repeat(128_000)}`),
  });
}

function time(name: string, bytes: Uint8Array): ParseFigure {
  let outcome = '';
  const runs = Array.from({ length: 7 }, () => {
    const started = performance.now();
    try {
      outcome = `${readFirstSheet(bytes, { maxDataRows: IMPORT_MAX_ROWS }).length} rows`;
    } catch (error) {
      outcome = `refused (${(error as Error).constructor.name})`;
    }
    return performance.now() - started;
  });
  return { name, bytes: bytes.length, medianMs: median(runs), outcome };
}

/** Parse time of the import reader (the Lambdas' own code, in this process). */
export function measureSheetParsing(): ParseFigure[] {
  const columns = [
    { header: 'Nome', width: 30 },
    { header: 'Salário base', width: 16, currency: true },
    { header: 'Exame toxicológico', width: 20 },
  ];
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [`Cargo de exemplo número ${i + 1}`, 2500 + i, i % 2 ? 'Sim' : 'Não']);
  return [time(`${IMPORT_MAX_ROWS}-row job-role sheet`, writeSheet('Cargos', columns, rows)), time('128 000 unclosed rows (attack)', unclosedRows())];
}
