// A punch as AFD record type 7 (Portaria 671 REP-P, ../shared/reference/labour-law.md §1.5) and the SHA-256 that
// chains it to the company's previous punch (§1.7). The layout lists the hash's inputs: fields 1–7 and "código hash
// (SHA-256) do registro anterior, caso exista" (gov.br 'leiaute-do-arquivo-fonte-de-dados-afd.pdf', type 7). It
// never fixed how they are joined, so this format is ours and FROZEN: changing any byte breaks every chain already
// stored. Input = fields 1–7 as the record writes them (73 characters), followed by the previous type-7 record's
// hash when there is one and by nothing for the company's first punch ("caso exista"); UTF-8 (the same bytes as
// ISO-8859-1: all ASCII); SHA-256; uppercase hex. Uses Web Crypto, which Node and browsers both have. The employer
// and employee records (types 2 and 5, issue 23 §1) take NSRs of the same sequence but no part in the chain: a punch
// after one chains to the last punch before it.

/** AFD collector code for a browser (field 6). */
export const BROWSER_COLLECTOR = '02';

/** What record type 7 keeps of a punch. Date-times are ISO with offset: 2026-11-26T08:01:00-03:00. */
export interface AfdPunch {
  nsr: number;
  punchedAt: string;
  /** 11 digits, or '' when the person's documents hold none (then 12 zeros in the record). */
  cpf: string;
  recordedAt: string;
  collector: string;
  online: boolean;
}

const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):\d{2}(?:\.\d+)?([+-])(\d{2}):(\d{2})$/;

/** AFD 'DH': '2026-11-26T08:01:37-03:00' → '2026-11-26T08:01:00-0300' (seconds always 00, offset without colon). */
export function afdDateTime(iso: string): string {
  const match = ISO_WITH_OFFSET.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date-time with offset: ${iso}`);
  return `${match[1]}:00${match[2]}${match[3]}${match[4]}`;
}

function digits(value: string | number, width: number, field: string): string {
  const text = String(value);
  if (!/^\d*$/.test(text) || text.length > width) throw new RangeError(`${field} does not fit ${width} digits: ${text}`);
  return text.padStart(width, '0');
}

/** Fields 1–7 of record type 7, positions 001–073. */
export function afdPunchFields(punch: AfdPunch): string {
  return [
    digits(punch.nsr, 9, 'NSR'),
    '7',
    afdDateTime(punch.punchedAt),
    digits(punch.cpf, 12, 'CPF'),
    afdDateTime(punch.recordedAt),
    digits(punch.collector, 2, 'collector'),
    punch.online ? '0' : '1',
  ].join('');
}

/** The exact text that is hashed: nothing stands for the previous hash before the company's first punch. */
export function punchHashInput(punch: AfdPunch, previousHash: string | null): string {
  return afdPunchFields(punch) + (previousHash ?? '');
}

/** Field 8: SHA-256 of the input, uppercase hex. */
export async function punchHash(punch: AfdPunch, previousHash: string | null): Promise<string> {
  const bytes = new TextEncoder().encode(punchHashInput(punch, previousHash));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** The whole record type 7 (137 characters): what the AFD export writes and the receipt shows. */
export const afdPunchRecord = (punch: AfdPunch, hash: string) => afdPunchFields(punch) + hash;

/**
 * True when every punch (a company's, all of them, in NSR order) carries the hash of its fields and its
 * predecessor's hash. NSRs rise; the numbers between two punches are the company's other AFD records.
 */
export async function chainIsValid(punches: readonly (AfdPunch & { hash: string })[]): Promise<boolean> {
  let previous: string | null = null;
  for (const [index, punch] of punches.entries()) {
    if ((index > 0 && punch.nsr <= punches[index - 1].nsr) || punch.hash !== (await punchHash(punch, previous))) return false;
    previous = punch.hash;
  }
  return true;
}
