import { parseReais } from '@colabora/core/money';
import { normalizeText } from '@colabora/core/text';
import type { CellValue } from '../lib/xlsx';

// Cell readers for imports: what people type in a spreadsheet, turned into what the form would send.
// `undefined` means empty (the schema decides whether that is allowed); INVALID means unreadable.
export const INVALID = Symbol('invalid cell');

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
