// An AEJ reader for the tests, written from the layout's table (Portaria MTP 671/2021, Anexo VI, 'Arquivo Eletrônico
// de Jornada'; gov.br 'leiaute-do-arquivo-eletronico-de-jornada-aej.pdf', transcribed in
// ../shared/reference/labour-law.md §1.8) and NOT from the writer in ../aej/: its own field table, so a writer that
// drifts from the layout fails here. It reads a whole file and throws one error listing every problem: the
// charset and line ends, the fields of each record (count, type, size limit, what is required), the order of the
// record types, the trailer's counts, what the records name (links, REPs, schedules) and the signature line.

type Kind = 'N' | 'A' | 'D' | 'DH' | 'H';
/** [name, type, largest size, required]; a size is a limit, not a width. */
type Field = readonly [name: string, kind: Kind, max: number, required: boolean];

const FIELDS: Record<string, readonly Field[]> = {
  '01': [
    ['tipoReg', 'N', 2, true], ['tpIdtEmpregador', 'N', 1, true], ['idtEmpregador', 'A', 14, true], ['caepf', 'N', 14, false],
    ['cno', 'N', 12, false], ['razaoOuNome', 'A', 150, true], ['dataInicialAej', 'D', 10, true], ['dataFinalAej', 'D', 10, true],
    ['dataHoraGerAej', 'DH', 24, true], ['versaoAej', 'N', 3, true],
  ],
  '02': [['tipoReg', 'N', 2, true], ['idRepAej', 'A', 9, true], ['tpRep', 'N', 1, true], ['nrRep', 'N', 17, false]],
  '03': [['tipoReg', 'N', 2, true], ['idtVinculoAej', 'A', 9, true], ['cpf', 'N', 11, true], ['nomeEmp', 'A', 150, true]],
  // Followed by in/out times (H), at least one pair.
  '04': [['tipoReg', 'N', 2, true], ['codHorContratual', 'A', 30, true], ['durJornada', 'N', 5, true]],
  '05': [
    ['tipoReg', 'N', 2, true], ['idtVinculoAej', 'A', 9, true], ['dataHoraMarc', 'DH', 24, true], ['idRepAej', 'A', 9, false],
    ['tpMarc', 'A', 1, true], ['seqEntSaida', 'N', 3, false], ['fonteMarc', 'A', 1, true], ['codHorContratual', 'A', 30, false],
    ['motivo', 'A', 150, false],
  ],
  '06': [['tipoReg', 'N', 2, true], ['idtVinculoAej', 'A', 9, true], ['matEsocial', 'A', 30, true]],
  '07': [
    ['tipoReg', 'N', 2, true], ['idtVinculoAej', 'A', 9, true], ['tipoAusenOuComp', 'N', 1, true], ['data', 'D', 10, true],
    ['qtMinutos', 'N', 5, false], ['tipoMovBH', 'N', 1, false],
  ],
  '08': [
    ['tipoReg', 'N', 2, true], ['nomeProg', 'A', 150, true], ['versaoProg', 'A', 8, true], ['tpIdtDesenv', 'N', 1, true],
    ['idtDesenv', 'A', 14, true], ['razaoNomeDesenv', 'A', 150, true], ['emailDesenv', 'A', 50, true],
  ],
  '99': [
    ['tipoReg', 'N', 2, true], ['qtRegistros01', 'N', 9, true], ['qtRegistros02', 'N', 9, true], ['qtRegistros03', 'N', 9, true],
    ['qtRegistros04', 'N', 9, true], ['qtRegistros05', 'N', 9, true], ['qtRegistros06', 'N', 9, true], ['qtRegistros07', 'N', 9, true],
    ['qtRegistros08', 'N', 9, true],
  ],
};
const ORDER = ['01', '02', '03', '04', '05', '06', '07', '08', '99'];

const FORMAT: Record<Kind, RegExp> = {
  N: /^\d+$/,
  A: /^[^|\r\n]+$/,
  D: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DH: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:00[+-]\d{4}$/,
  H: /^([01]\d|2[0-3])[0-5]\d$/,
};

const SIGNATURE = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ');

export type AejFields = Record<string, string>;
export interface AejReading {
  /** The records of each type, in file order; a schedule's times are in `times`, space-separated. */
  records: Record<string, AejFields[]>;
}

function fieldsOf(values: string[], type: string, where: string, problems: string[]): AejFields {
  const table = FIELDS[type];
  const read: AejFields = {};
  const fixed = type === '04' ? values.slice(0, table.length) : values;
  if (type !== '04' && values.length !== table.length) problems.push(`${where}: record ${type} has ${values.length} fields, the layout ${table.length}`);
  table.forEach(([name, kind, max, required], index) => {
    const value = fixed[index] ?? '';
    read[name] = value;
    if (value === '') {
      if (required) problems.push(`${where}: ${name} is required`);
      return;
    }
    if (value.length > max) problems.push(`${where}: ${name} has ${value.length} characters, at most ${max}`);
    if (!FORMAT[kind].test(value)) problems.push(`${where}: ${name} (${kind}) reads "${value}"`);
  });
  if (type === '04') {
    const times = values.slice(table.length);
    if (times.length < 2 || times.length % 2 !== 0) problems.push(`${where}: a schedule needs in/out pairs, it has ${times.length} times`);
    for (const time of times) if (!FORMAT.H.test(time)) problems.push(`${where}: time "${time}" is not hhmm`);
    read.times = times.join(' ');
  }
  return read;
}

/** What each record may say, beyond its fields' formats. */
function checkValues(type: string, read: AejFields, where: string, problems: string[]): void {
  const oneOf = (name: string, allowed: string[]) => {
    if (read[name] && !allowed.includes(read[name])) problems.push(`${where}: ${name} "${read[name]}" is not one of ${allowed.join(', ')}`);
  };
  if (type === '01') {
    oneOf('tpIdtEmpregador', ['1', '2']);
    oneOf('versaoAej', ['001', '002']);
    if (read.dataInicialAej > read.dataFinalAej) problems.push(`${where}: the period ends before it starts`);
  }
  if (type === '02') oneOf('tpRep', ['1', '2', '3']);
  if (type === '05') {
    oneOf('tpMarc', ['E', 'S', 'D']);
    oneOf('fonteMarc', ['O', 'I', 'P', 'X', 'T']);
    if (read.tpMarc === 'E' && read.seqEntSaida === '1' && !read.codHorContratual) problems.push(`${where}: the first entry needs codHorContratual`);
    if ((read.tpMarc === 'D' || read.fonteMarc === 'I') && !read.motivo) problems.push(`${where}: a disregarded or included mark needs its motivo`);
    if (read.tpMarc !== 'D' && !read.seqEntSaida) problems.push(`${where}: an in or out mark needs seqEntSaida`);
  }
  if (type === '07') {
    oneOf('tipoAusenOuComp', ['1', '2', '3', '4']);
    oneOf('tipoMovBH', ['1', '2']);
    if (read.tipoAusenOuComp === '3' && (!read.qtMinutos || !read.tipoMovBH)) problems.push(`${where}: an hours-bank movement needs qtMinutos and tipoMovBH`);
  }
  if (type === '08') oneOf('tpIdtDesenv', ['1', '2']);
}

/** Reads an AEJ byte for byte and checks it against the layout; throws listing every problem. */
export function readAej(bytes: Uint8Array): AejReading {
  const problems: string[] = [];
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''); // ISO-8859-1: one byte, one character
  if (!text.endsWith('\r\n')) problems.push('the last line does not end in CR LF');
  const lines = text.split('\r\n').slice(0, -1);
  if (lines.length < 4) throw new Error(`AEJ: ${lines.length} lines, at least 01, 08, 99 and the signature expected`);
  if (lines.at(-1) !== SIGNATURE) problems.push(`the last line is not the signature line: "${lines.at(-1)}"`);

  const records: Record<string, AejFields[]> = Object.fromEntries(ORDER.map((type) => [type, []]));
  let position = 0;
  for (const [index, line] of lines.slice(0, -1).entries()) {
    const where = `line ${index + 1}`;
    if (line === '' || /[\r\n]/.test(line)) {
      problems.push(`${where} is blank or holds a line break`);
      continue;
    }
    const values = line.split('|');
    const type = values[0];
    if (!(type in FIELDS)) {
      problems.push(`${where}: record type "${type}"`);
      continue;
    }
    if (ORDER.indexOf(type) < position) problems.push(`${where}: record ${type} after ${ORDER[position]}`);
    position = Math.max(position, ORDER.indexOf(type));
    const read = fieldsOf(values, type, where, problems);
    checkValues(type, read, where, problems);
    records[type].push(read);
  }

  if (records['01'].length !== 1) problems.push(`${records['01'].length} headers (01), one expected`);
  if (records['08'].length !== 1) problems.push(`${records['08'].length} program records (08), one expected`);
  const [trailer] = records['99'];
  if (!trailer || records['99'].length !== 1) problems.push('no single trailer (99)');
  else {
    for (const type of ORDER.slice(0, -1)) {
      const counted = Number(trailer[`qtRegistros${type}`]);
      if (counted !== records[type].length) problems.push(`the trailer counts ${counted} records ${type}, the file has ${records[type].length}`);
    }
  }

  const links = new Set(records['03'].map((link) => link.idtVinculoAej));
  const reps = new Map(records['02'].map((rep) => [rep.idRepAej, rep]));
  const schedules = new Set(records['04'].map((schedule) => schedule.codHorContratual));
  for (const type of ['05', '06', '07']) {
    for (const record of records[type]) if (!links.has(record.idtVinculoAej)) problems.push(`record ${type} names link "${record.idtVinculoAej}", not in 03`);
  }
  for (const mark of records['05']) {
    if (mark.idRepAej && !reps.has(mark.idRepAej)) problems.push(`a mark names REP "${mark.idRepAej}", not in 02`);
    if (mark.fonteMarc === 'O' && !reps.get(mark.idRepAej)?.nrRep) problems.push('an original mark needs its REP and the REP its nrRep');
    if (mark.codHorContratual && !schedules.has(mark.codHorContratual)) problems.push(`a mark names schedule "${mark.codHorContratual}", not in 04`);
  }
  if (problems.length > 0) throw new Error(`AEJ refused:\n${problems.slice(0, 20).join('\n')}`);
  return { records };
}
