// An AFD reader for the tests, written from the layout's tables (Portaria MTP 671/2021, Anexo V, 'Arquivo Fonte de
// Dados'; gov.br 'leiaute-do-arquivo-fonte-de-dados-afd.pdf', transcribed in ../shared/reference/labour-law.md
// §1.4–1.7) and NOT from the writer in ../afd/: its own field tables, its own CRC and its own reading of the hash
// rule, so a writer that drifts from the layout fails here. It reads a whole file and throws one error listing
// every problem found: widths, field formats, CRC-16 of types 1–5, NSR order, trailer counts, the signature line
// and the whole SHA-256 chain of the type-7 records.

type Kind = 'N' | 'A' | 'D' | 'DH' | 'N?';
/** [name, first position, last position (1-based, inclusive), type]; 'N?' is an N field that may be all spaces. */
type Field = readonly [name: string, from: number, to: number, kind: Kind];

const DH: Kind = 'DH';
const LAYOUT: Record<string, { length: number; fields: readonly Field[]; crc: boolean }> = {
  '1': {
    length: 302,
    crc: true,
    fields: [
      ['nsr', 1, 9, 'N'], ['type', 10, 10, 'N'], ['employerKind', 11, 11, 'N'], ['employerDocument', 12, 25, 'A'],
      ['cnoCaepf', 26, 39, 'N?'], ['employerName', 40, 189, 'A'], ['inpi', 190, 206, 'N'], ['startDay', 207, 216, 'D'],
      ['endDay', 217, 226, 'D'], ['generatedAt', 227, 250, DH], ['version', 251, 253, 'N'], ['developerKind', 254, 254, 'N'],
      ['developerDocument', 255, 268, 'A'], ['model', 269, 298, 'A'], ['crc', 299, 302, 'A'],
    ],
  },
  '2': {
    length: 331,
    crc: true,
    fields: [
      ['nsr', 1, 9, 'N'], ['type', 10, 10, 'N'], ['recordedAt', 11, 34, DH], ['responsibleCpf', 35, 48, 'N?'],
      ['employerKind', 49, 49, 'N'], ['employerDocument', 50, 63, 'A'], ['cnoCaepf', 64, 77, 'N?'],
      ['employerName', 78, 227, 'A'], ['placeOfWork', 228, 327, 'A'], ['crc', 328, 331, 'A'],
    ],
  },
  '5': {
    length: 118,
    crc: true,
    fields: [
      ['nsr', 1, 9, 'N'], ['type', 10, 10, 'N'], ['recordedAt', 11, 34, DH], ['operation', 35, 35, 'A'], ['cpf', 36, 47, 'N'],
      ['name', 48, 99, 'A'], ['otherData', 100, 103, 'A'], ['responsibleCpf', 104, 114, 'N?'], ['crc', 115, 118, 'A'],
    ],
  },
  '6': { length: 36, crc: false, fields: [['nsr', 1, 9, 'N'], ['type', 10, 10, 'N'], ['recordedAt', 11, 34, DH], ['code', 35, 36, 'N']] },
  '7': {
    length: 137,
    crc: false,
    fields: [
      ['nsr', 1, 9, 'N'], ['type', 10, 10, 'A'], ['punchedAt', 11, 34, DH], ['cpf', 35, 46, 'N'], ['recordedAt', 47, 70, DH],
      ['collector', 71, 72, 'N'], ['online', 73, 73, 'N'], ['hash', 74, 137, 'A'],
    ],
  },
  '9': {
    length: 64,
    crc: false,
    fields: [
      ['nsr', 1, 9, 'N'], ['count2', 10, 18, 'N'], ['count3', 19, 27, 'N'], ['count4', 28, 36, 'N'], ['count5', 37, 45, 'N'],
      ['count6', 46, 54, 'N'], ['count7', 55, 63, 'N'], ['type', 64, 64, 'N'],
    ],
  },
};

const FORMAT: Record<Kind, RegExp> = {
  N: /^\d+$/,
  'N?': /^(\d+| +)$/,
  A: /^[\x20-\x7e\xa0-\xff]*$/,
  D: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DH: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:00[+-]\d{4}$/,
};

const SIGNATURE = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ');

export type AfdFields = Record<string, string>;
export interface AfdReading {
  header: AfdFields;
  /** Records of types 2–7, in file order, with their type. */
  records: (AfdFields & { type: string })[];
  trailer: AfdFields;
}

/** CRC-16/KERMIT the textbook way: MSB-first CCITT on bit-reversed bytes, the result bit-reversed and byte-swapped. */
function kermit(text: string): string {
  const reverse8 = (byte: number) => parseInt(byte.toString(2).padStart(8, '0').split('').reverse().join(''), 2);
  let crc = 0;
  for (const char of text) {
    crc ^= reverse8(char.charCodeAt(0)) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  const reversed = parseInt(crc.toString(2).padStart(16, '0').split('').reverse().join(''), 2);
  return reversed.toString(16).toUpperCase().padStart(4, '0');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', Uint8Array.from(text, (char) => char.charCodeAt(0)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
}

function fieldsOf(line: string, typeKey: string, where: string, problems: string[]): AfdFields {
  const { length, fields, crc } = LAYOUT[typeKey];
  if (line.length !== length) problems.push(`${where}: type ${typeKey} has ${line.length} characters, the layout ${length}`);
  const read: AfdFields = {};
  for (const [name, from, to, kind] of fields) {
    const value = line.slice(from - 1, to);
    read[name] = value;
    if (!FORMAT[kind].test(value)) problems.push(`${where}: field ${name} (${from}-${to} ${kind}) reads "${value}"`);
  }
  if (crc && line.length === length && kermit(line.slice(0, length - 4)) !== read.crc) problems.push(`${where}: CRC-16 ${read.crc} does not match`);
  return read;
}

export interface ReadOptions {
  /**
   * The hash of the type-7 record just before the file's first one, when the file is a period that does not start
   * at the company's first punch; without it the first type-7 record must be the first of the chain.
   */
  previousHash?: string;
}

/** Reads an AFD byte for byte and checks it against the layout; throws listing every problem. */
export async function readAfd(bytes: Uint8Array, options: ReadOptions = {}): Promise<AfdReading> {
  const problems: string[] = [];
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''); // ISO-8859-1: one byte, one character
  if (!text.endsWith('\r\n')) problems.push('the last line does not end in CR LF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, index) => {
    if (line === '') problems.push(`line ${index + 1} is blank`);
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} holds a CR or LF of its own`);
  });
  if (lines.length < 3) throw new Error(`AFD: ${lines.length} lines, at least header, trailer and signature expected`);

  const header = fieldsOf(lines[0], '1', 'line 1', problems);
  if (header.nsr !== '000000000' || header.type !== '1') problems.push('line 1 is not a header');
  if (!['003', '004'].includes(header.version)) problems.push(`header version ${header.version}`);
  if (header.startDay > header.endDay) problems.push('header period ends before it starts');
  // 003 has numeric CNPJ/CPF fields; 004 lets the CNPJ be alphanumeric (labour-law.md §1.9).
  const documentFormat = header.version === '003' ? /^\d{14}$/ : /^[\dA-Z]{14}$/;
  for (const name of ['employerDocument', 'developerDocument']) {
    if (!documentFormat.test(header[name])) problems.push(`header ${name} "${header[name]}" in version ${header.version}`);
  }

  const signature = lines[lines.length - 1];
  if (signature !== SIGNATURE) problems.push(`the last line is not the signature line: "${signature}"`);
  const trailer = fieldsOf(lines[lines.length - 2], '9', `line ${lines.length - 1}`, problems);
  if (trailer.nsr !== '999999999' || trailer.type !== '9') problems.push('the line before the signature is not a trailer');

  const records: AfdReading['records'] = [];
  const counts: Record<string, number> = { '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 };
  let previousNsr: number | null = null;
  let previousHash = options.previousHash ?? '';
  for (const [index, line] of lines.slice(1, -2).entries()) {
    const where = `line ${index + 2}`;
    const type = line.charAt(9);
    if (!(type in LAYOUT) || type === '1' || type === '9') {
      problems.push(`${where}: record type "${type}" is not one a REP-P writes`);
      continue;
    }
    const fields = fieldsOf(line, type, where, problems);
    counts[type] += 1;
    records.push({ ...fields, type });
    const nsr = Number(fields.nsr);
    if (previousNsr !== null && nsr !== previousNsr + 1) problems.push(`${where}: NSR ${nsr} after ${previousNsr}`);
    previousNsr = nsr;
    // An employee's CPF is someone's: never all zeros (a person without a CPF is not put on the time clock).
    if ((type === '5' || type === '7') && /^0+$/.test(fields.cpf)) problems.push(`${where}: NSR ${nsr} has an all-zero CPF`);
    if (type === '7') {
      // Field 8: SHA-256 of fields 1–7 and the previous record's hash, "caso exista".
      const expected = await sha256Hex(line.slice(0, 73) + previousHash);
      if (fields.hash !== expected) problems.push(`${where}: NSR ${nsr} hash breaks the chain`);
      previousHash = fields.hash;
    }
  }
  for (const type of Object.keys(counts)) {
    if (Number(trailer[`count${type}`]) !== counts[type]) problems.push(`trailer counts ${Number(trailer[`count${type}`])} of type ${type}, the file has ${counts[type]}`);
  }
  if (problems.length > 0) throw new Error(`AFD refused:\n${problems.slice(0, 20).join('\n')}`);
  return { header, records, trailer };
}
