import { unzip, zip } from './zip';

// A small .xlsx reader and writer on Node's zlib (./zip.ts): enough for one-sheet imports and downloadable models,
// without exceljs' weight in the Lambda bundles. Values are read, not formats or formulas.
export type CellValue = string | number | boolean | null;

export interface SheetRow {
  /** The row number people see in the spreadsheet (1-based). */
  rowNumber: number;
  cells: CellValue[];
}

export class NotXlsxError extends Error {}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Refuses zip bombs: the parts we read never need more than this once inflated. */
const MAX_PART_BYTES = 64 * 1024 * 1024;

export function hasZipMagic(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
}

function unzipParts(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzip(bytes, wanted, MAX_PART_BYTES);
  } catch {
    throw new NotXlsxError('not a readable zip archive');
  }
  const decoder = new TextDecoder();
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}

function decodeXml(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (entity, code: string) => {
      const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
      if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(point);
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    // Keyed by local name: writers differ in namespace prefixes (r:id, x:r…).
    const local = match[1].includes(':') ? match[1].slice(match[1].indexOf(':') + 1) : match[1];
    found[local] = decodeXml(match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Every element `name` (any namespace prefix) as [attributes text, inner xml]. */
function elements(xml: string, name: string): [string, string][] {
  const pattern = new RegExp(`<(?:\\w+:)?${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`, 'g');
  return [...xml.matchAll(pattern)].map((match) => [match[1], match[2] ?? '']);
}

/** Text of a string item: plain <t>, or rich-text runs; phonetic hints (rPh) are not content. */
function richText(xml: string): string {
  const withoutPhonetics = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  return elements(withoutPhonetics, 't')
    .map(([, inner]) => decodeXml(inner))
    .join('');
}

function columnIndex(reference: string | undefined): number | null {
  const letters = reference && /^([A-Z]+)\d*$/i.exec(reference)?.[1];
  if (!letters) return null;
  return [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function cellValue(type: string | undefined, inner: string, sharedStrings: string[]): CellValue {
  const raw = elements(inner, 'v')[0]?.[1];
  switch (type) {
    case 'inlineStr':
      return richText(elements(inner, 'is')[0]?.[1] ?? '');
    case 's':
      return raw === undefined ? null : (sharedStrings[Number(raw)] ?? null);
    case 'b':
      return raw === undefined ? null : raw.trim() === '1';
    case 'str':
    case 'd':
      return raw === undefined ? null : decodeXml(raw);
    case 'e':
      return null;
    default: {
      if (raw === undefined || raw.trim() === '') return null;
      const number = Number(raw);
      return Number.isFinite(number) ? number : null;
    }
  }
}

function resolveTarget(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

/** Reads the first worksheet's values; throws NotXlsxError when the bytes are not a workbook. */
export function readFirstSheet(bytes: Uint8Array): SheetRow[] {
  if (!hasZipMagic(bytes)) throw new NotXlsxError('missing zip signature');
  const meta = unzipParts(bytes, (name) =>
    ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'].includes(name),
  );
  const workbook = meta['xl/workbook.xml'];
  const rels = meta['xl/_rels/workbook.xml.rels'];
  if (!workbook || !rels) throw new NotXlsxError('no workbook inside');

  const firstSheet = elements(workbook, 'sheet')[0];
  const relationId = firstSheet && attributes(firstSheet[0]).id;
  const relation = elements(rels, 'Relationship')
    .map(([attrs]) => attributes(attrs))
    .find((attrs) => attrs.Id === relationId);
  if (!relation?.Target) throw new NotXlsxError('workbook without worksheets');
  const sheetPath = resolveTarget(relation.Target);

  const sheetXml = unzipParts(bytes, (name) => name === sheetPath)[sheetPath];
  if (sheetXml === undefined) throw new NotXlsxError('worksheet missing');
  const sharedStrings = elements(meta['xl/sharedStrings.xml'] ?? '', 'si').map(([, inner]) => richText(inner));

  const rows: SheetRow[] = [];
  for (const [rowAttrs, rowXml] of elements(elements(sheetXml, 'sheetData')[0]?.[1] ?? '', 'row')) {
    const rowNumber = Number(attributes(rowAttrs).r) || (rows.at(-1)?.rowNumber ?? 0) + 1;
    const cells: CellValue[] = [];
    for (const [cellAttrs, cellXml] of elements(rowXml, 'c')) {
      const attrs = attributes(cellAttrs);
      const column = columnIndex(attrs.r) ?? cells.length;
      while (cells.length < column) cells.push(null);
      cells[column] = cellValue(attrs.t, cellXml, sharedStrings);
    }
    rows.push({ rowNumber, cells });
  }
  return rows;
}

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width: number;
  /** Shows numbers as R$ 1.234,56. */
  currency?: boolean;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const STYLE = { normal: 0, header: 1, currency: 2 } as const;

function cellXml(value: CellValue, reference: string, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null) return '';
  if (typeof value === 'number') return `<c r="${reference}"${s}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${reference}" t="b"${s}><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${reference}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(columns: SheetColumn[], rows: CellValue[][]): string {
  const cols = columns
    .map((col, i) => `<col min="${i + 1}" max="${i + 1}" width="${col.width}" customWidth="1"/>`)
    .join('');
  const allRows = [columns.map((col) => col.header), ...rows];
  const body = allRows
    .map((cells, r) => {
      const xml = cells
        .map((value, c) => {
          const style = r === 0 ? STYLE.header : columns[c]?.currency ? STYLE.currency : STYLE.normal;
          return cellXml(value, `${columnLetters(c)}${r + 1}`, style);
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`;
}

const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;R$&quot;\\ #,##0.00"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A minimal valid workbook: one sheet, a bold header row, then the given rows. */
export function writeSheet(sheetName: string, columns: SheetColumn[], rows: CellValue[][]): Uint8Array {
  const contentTypes =
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>';
  const rootRels =
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook =
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const workbookRels =
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
  const utf8 = new TextEncoder();
  return zip({
    '[Content_Types].xml': utf8.encode(contentTypes),
    '_rels/.rels': utf8.encode(rootRels),
    'xl/workbook.xml': utf8.encode(workbook),
    'xl/_rels/workbook.xml.rels': utf8.encode(workbookRels),
    'xl/styles.xml': utf8.encode(STYLES_XML),
    'xl/worksheets/sheet1.xml': utf8.encode(sheetXml(columns, rows)),
  });
}
