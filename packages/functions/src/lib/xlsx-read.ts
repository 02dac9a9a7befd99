import { scanXml, XmlError, type XmlToken } from './xml-scan';
import { unzip } from './zip';
import { hasZipMagic, type CellValue, type SheetRow } from './xlsx';

// Reads the first worksheet of an .xlsx: values, not formats or formulas. Linear in the size of the file
// (./xml-scan.ts), every part capped near what an import sheet needs, and it stops once the sheet has more
// filled rows than the import accepts. Date cells come out as 'yyyy-MM-dd', in either of Excel's date systems.

export class NotXlsxError extends Error {}
export class TooManyRowsError extends Error {}

/** A 300-row import with long texts is well under 1 MB of sheet XML; the other parts are smaller. */
const MAX_SHEET_BYTES = 4 * 1024 * 1024;
const MAX_META_BYTES = 1024 * 1024;
/** The four meta parts together. */
const MAX_META_TOTAL_BYTES = 2 * 1024 * 1024;
const META_PARTS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];

export interface ReadOptions {
  /** Data rows the import accepts; the first filled row is the header. */
  maxDataRows: number;
}

function parts(bytes: Uint8Array, wanted: (name: string) => boolean, maxBytes: number, maxTotalBytes = maxBytes): Record<string, string> {
  try {
    const files = unzip(bytes, wanted, maxBytes, maxTotalBytes);
    const decoder = new TextDecoder();
    return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
  } catch {
    throw new NotXlsxError('not a readable zip archive');
  }
}

/** Text of the elements named `within` (each joined), skipping phonetic hints (rPh), which are not content. */
function textsOf(tokens: Iterable<XmlToken>, within: string): string[] {
  const found: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  for (const token of tokens) {
    if (token.kind === 'open') {
      if (token.name === within) current = token.selfClosing ? (found.push(''), null) : '';
      else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
      else if (token.name === 't' && !token.selfClosing) inText = true;
    } else if (token.kind === 'close') {
      if (token.name === within && current !== null) {
        found.push(current);
        current = null;
      } else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (token.name === 't') inText = false;
    } else if (current !== null && inText && phonetic === 0) {
      current += token.text;
    }
  }
  return found;
}

// Built-in number formats that are dates (ECMA-376 §18.8.30, and the East Asian ones).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);

/** A custom format is a date when, outside quoted text and [colour/locale] sections, it has a day or a year. */
const isDateFormatCode = (code: string) => /[dy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** For each cell style index (the `s` of a cell): whether it shows a date. */
function dateStyles(stylesXml: string): boolean[] {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  for (const token of scanXml(stylesXml)) {
    if (token.kind === 'open' && token.name === 'numFmt' && isDateFormatCode(token.attrs.formatCode ?? '')) {
      customDates.add(Number(token.attrs.numFmtId));
    } else if (token.kind === 'open' && token.name === 'cellXfs') {
      inCellXfs = !token.selfClosing;
    } else if (token.kind === 'close' && token.name === 'cellXfs') {
      inCellXfs = false;
    } else if (inCellXfs && token.kind === 'open' && token.name === 'xf') {
      const format = Number(token.attrs.numFmtId ?? 0);
      styles.push(BUILT_IN_DATE_FORMATS.has(format) || customDates.has(format));
    }
  }
  return styles;
}

const DAY_MS = 86_400_000;
// Day 0: 1899-12-30 in the 1900 system (Excel's own leap-year quirk folded in), 1904-01-01 in the 1904 one.
const EPOCH = { 1900: Date.UTC(1899, 11, 30), 1904: Date.UTC(1904, 0, 1) } as const;

function serialDay(serial: number, system: keyof typeof EPOCH): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return null; // up to 9999-12-31
  return new Date(EPOCH[system] + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

function columnIndex(reference: string | undefined): number | null {
  const letters = reference && /^([A-Z]{1,3})\d*$/i.exec(reference)?.[1];
  if (!letters) return null;
  return [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

interface Context {
  sharedStrings: string[];
  dates: boolean[];
  system: keyof typeof EPOCH;
}

interface CellParts {
  type?: string;
  style?: string;
  value?: string;
  inline: string;
}

function cellValue(cell: CellParts, context: Context): CellValue {
  const raw = cell.value;
  switch (cell.type) {
    case 'inlineStr':
      return cell.inline;
    case 's':
      return raw === undefined ? null : (context.sharedStrings[Number(raw)] ?? null);
    case 'b':
      return raw === undefined ? null : raw.trim() === '1';
    case 'str':
      return raw ?? null;
    case 'd': // ISO 8601 date (or date-time) cells
      return raw !== undefined && /^\d{4}-\d{2}-\d{2}/.test(raw.trim()) ? raw.trim().slice(0, 10) : null;
    case 'e':
      return null;
    default: {
      if (raw === undefined || raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return null;
      return context.dates[Number(cell.style ?? 0)] ? serialDay(number, context.system) : number;
    }
  }
}

const isFilled = (cells: CellValue[]) => cells.some((cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === ''));

function readRows(sheetXml: string, context: Context, options: ReadOptions): SheetRow[] {
  const rows: SheetRow[] = [];
  let filled = 0;
  let inSheetData = false;
  let row: SheetRow | null = null;
  let cell: CellParts | null = null;
  let column = 0;
  let inValue = false;
  let inInline = false;
  let inText = false;
  let phonetic = 0;

  const endRow = () => {
    if (!row) return;
    rows.push(row);
    if (isFilled(row.cells)) filled += 1;
    if (filled > options.maxDataRows + 1) throw new TooManyRowsError(`more than ${options.maxDataRows} rows`);
    row = null;
  };
  const endCell = () => {
    if (!row || !cell) return;
    while (row.cells.length < column) row.cells.push(null);
    row.cells[column] = cellValue(cell, context);
    cell = null;
  };

  for (const token of scanXml(sheetXml)) {
    if (token.kind === 'text') {
      if (cell && inValue) cell.value = (cell.value ?? '') + token.text;
      else if (cell && inInline && inText && phonetic === 0) cell.inline += token.text;
      continue;
    }
    const opening = token.kind === 'open';
    switch (token.name) {
      case 'sheetData':
        inSheetData = opening && !token.selfClosing;
        break;
      case 'row':
        if (!inSheetData) break;
        if (opening) {
          if (row) throw new XmlError('row inside a row'); // what no spreadsheet writes: refuse it
          const number = Number(token.attrs.r);
          row = { rowNumber: Number.isInteger(number) && number > 0 ? number : (rows.at(-1)?.rowNumber ?? 0) + 1, cells: [] };
          if (token.selfClosing) endRow();
        } else endRow();
        break;
      case 'c':
        if (!row) break;
        if (opening) {
          if (cell) throw new XmlError('cell inside a cell');
          column = columnIndex(token.attrs.r) ?? row.cells.length;
          cell = { type: token.attrs.t, style: token.attrs.s, inline: '' };
          if (token.selfClosing) endCell();
        } else endCell();
        break;
      case 'v':
        inValue = opening && !token.selfClosing;
        break;
      case 'is':
        inInline = opening && !token.selfClosing;
        break;
      case 't':
        inText = opening && !token.selfClosing;
        break;
      case 'rPh':
        if (!opening) phonetic = Math.max(0, phonetic - 1);
        else if (!token.selfClosing) phonetic += 1;
        break;
    }
  }
  return rows;
}

function resolveTarget(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

/** The first worksheet's rows; NotXlsxError when the bytes are no workbook, TooManyRowsError past the limit. */
export function readFirstSheet(bytes: Uint8Array, options: ReadOptions): SheetRow[] {
  if (!hasZipMagic(bytes)) throw new NotXlsxError('missing zip signature');
  try {
    const meta = parts(bytes, (name) => META_PARTS.includes(name), MAX_META_BYTES, MAX_META_TOTAL_BYTES);
    const workbook = meta['xl/workbook.xml'];
    const rels = meta['xl/_rels/workbook.xml.rels'];
    if (!workbook || !rels) throw new NotXlsxError('no workbook inside');

    let relationId: string | undefined;
    let system: Context['system'] = 1900;
    for (const token of scanXml(workbook)) {
      if (token.kind !== 'open') continue;
      if (token.name === 'workbookPr' && ['1', 'true'].includes(token.attrs.date1904 ?? '')) system = 1904;
      if (token.name === 'sheet' && relationId === undefined) relationId = token.attrs.id;
    }
    let target: string | undefined;
    for (const token of scanXml(rels)) {
      if (token.kind === 'open' && token.name === 'Relationship' && token.attrs.Id === relationId) target = token.attrs.Target;
    }
    if (!target) throw new NotXlsxError('workbook without worksheets');
    const sheetPath = resolveTarget(target);
    const sheetXml = parts(bytes, (name) => name === sheetPath, MAX_SHEET_BYTES)[sheetPath];
    if (sheetXml === undefined) throw new NotXlsxError('worksheet missing');

    const context: Context = {
      sharedStrings: textsOf(scanXml(meta['xl/sharedStrings.xml'] ?? ''), 'si'),
      dates: dateStyles(meta['xl/styles.xml'] ?? ''),
      system,
    };
    return readRows(sheetXml, context, options);
  } catch (error) {
    if (error instanceof XmlError) throw new NotXlsxError(error.message);
    throw error;
  }
}
