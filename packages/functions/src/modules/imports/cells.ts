import { parseReais } from '@colabora/core/money';
import { normalizeText } from '@colabora/core/text';
import type { CellValue } from '../../lib/xlsx';

// Cell readers for imports: what people type in a spreadsheet, turned into what the form would send.
// `undefined` means empty (the schema decides whether that is allowed); INVALID means unreadable.
export const INVALID = Symbol('invalid cell');

/** The value of a cell read, undefined when it could not be (its problem is reported on its own: row-input.ts). */
export const readable = <T>(value: T | typeof INVALID): T | undefined => (value === INVALID ? undefined : value);

const isBlank = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

export function cellText(cell: CellValue): string | undefined {
  if (isBlank(cell)) return undefined;
  return String(cell).trim();
}

/** Centavos from a number of reais (1234.5) or a text like 'R$ 1.234,56'. */
export function cellMoney(cell: CellValue): number | undefined | typeof INVALID {
  if (isBlank(cell)) return undefined;
  if (typeof cell === 'boolean') return INVALID;
  return parseReais(typeof cell === 'number' ? cell : cell!.trim()) ?? INVALID;
}

const YES = ['sim', 's', 'x', 'verdadeiro', 'true', '1'];
const NO = ['nao', 'n', 'falso', 'false', '0'];

/** 'Sim' / 'Não' (any case, with or without accent), booleans, 1 / 0. */
export function cellYesNo(cell: CellValue): boolean | undefined | typeof INVALID {
  if (isBlank(cell)) return undefined;
  if (typeof cell === 'boolean') return cell;
  const text = normalizeText(String(cell));
  if (YES.includes(text)) return true;
  if (NO.includes(text)) return false;
  return INVALID;
}

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function realDay(year: number, month: number, day: number): string | typeof INVALID {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return INVALID;
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar day as 'yyyy-MM-dd' from a date cell (Excel keeps dates as day numbers since 1899-12-30) or
 * a text 'dd/mm/aaaa' (what people type in Brazil) or 'aaaa-mm-dd'.
 */
export function cellDay(cell: CellValue): string | undefined | typeof INVALID {
  if (isBlank(cell)) return undefined;
  if (typeof cell === 'boolean') return INVALID;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1) return INVALID;
    return new Date(EXCEL_EPOCH_UTC + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = cell!.trim();
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (brazilian) return realDay(Number(brazilian[3]), Number(brazilian[2]), Number(brazilian[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return INVALID;
}
