import { afdDateTime, afdPunchRecord, type AfdPunch } from '../punch-hash';
import { crc16Kermit } from './crc16';
import { absent, afdDay, alpha, documentNumber, numeric, type AfdVersion } from './fields';

// The AFD's records for a REP-P (Portaria MTP 671/2021, Anexo V, 'Arquivo Fonte de Dados'; the tables of gov.br
// 'leiaute-do-arquivo-fonte-de-dados-afd.pdf', ../shared/reference/labour-law.md §1.5). Positions are 1-based as
// in the layout; every writer returns the record without CR LF. Types 1–5 end with their CRC-16 (crc16.ts) over
// the characters before it; type 7 carries its SHA-256 (punch-hash.ts); types 6 and 9 carry neither.

/** Employer identifier type (type 1 field 3, type 2 field 5) and developer identifier type (type 1 field 12). */
export type DocumentKind = 'CNPJ' | 'CPF';
const KIND_CODE: Record<DocumentKind, string> = { CNPJ: '1', CPF: '2' };

/** The REP-P program: its INPI registration and its developer (stage settings), and the layout version. */
export interface AfdProgram {
  /** The INPI registration number, digits only ('BR512022XXXXXX-Y' → '512022XXXXXXY'); '' before registration. */
  inpiNumber: string;
  developerKind: DocumentKind;
  developerDocument: string;
  version: AfdVersion;
}

export interface AfdEmployer {
  kind: DocumentKind;
  /** CNPJ (14) or CPF (11), unmasked. */
  document: string;
  /** Razão social or name. */
  name: string;
}

/** Type 1, the header (302): the employer, the program, the period and when the file was made. */
export interface AfdHeader {
  employer: AfdEmployer;
  program: AfdProgram;
  /** The period of the records, 'yyyy-MM-dd'. */
  startDay: string;
  endDay: string;
  /** ISO with offset: 2026-11-27T09:00:00-03:00. */
  generatedAt: string;
}

/** Header field 7 (17N) and the file's name: the INPI number, zeros before registration. */
export const inpiField = (program: AfdProgram) => numeric(program.inpiNumber || '0', 17, 'INPI number');

const NSR_WIDTH = 9;
const withCrc = (body: string) => body + crc16Kermit(body);
const nsr = (value: number) => numeric(value, NSR_WIDTH, 'NSR');
/** The employee's CPF in records 5 and 7: 12N, so '0' + 11 digits (fields.ts). */
const employeeCpf = (cpf: string) => numeric(cpf, 12, 'CPF');
/**
 * The CPF of the person responsible for a type-2 or type-5 record (14N there, 11N here). Null when the change was
 * made by nobody with a CPF on file (the company created by the operator's command or the seed, an administrator
 * who never filled in their documents): the field is left unused, all spaces as layout rule 7 says of unused
 * positions, rather than a number nobody has (README 'REP-P events', the responsible's CPF).
 */
const responsible = (cpf: string | null, width: number) => (cpf === null ? absent(width) : numeric(cpf, width, 'responsible CPF'));

export function headerRecord({ employer, program, startDay, endDay, generatedAt }: AfdHeader): string {
  return withCrc(
    [
      '000000000',
      '1',
      KIND_CODE[employer.kind],
      documentNumber(employer.document, 14, program.version, 'employer document'),
      absent(14), // CNO/CAEPF: none kept
      alpha(employer.name, 150),
      inpiField(program),
      afdDay(startDay),
      afdDay(endDay),
      afdDateTime(generatedAt),
      program.version,
      KIND_CODE[program.developerKind],
      documentNumber(program.developerDocument || '0', 14, program.version, 'developer document'),
      alpha('', 30), // model: REP-C only
    ].join(''),
  );
}

/** Type 2 (331): the employer's identification included or changed on the REP. */
export interface AfdEmployerEvent {
  type: 2;
  nsr: number;
  recordedAt: string;
  /** CPF of the person who made the change (11 digits); null: nobody with a CPF on file (spaces). */
  responsibleCpf: string | null;
  employer: AfdEmployer;
  /** Local de prestação de serviços. */
  placeOfWork: string;
}

export function employerRecord(event: AfdEmployerEvent, version: AfdVersion): string {
  return withCrc(
    [
      nsr(event.nsr),
      '2',
      afdDateTime(event.recordedAt),
      responsible(event.responsibleCpf, 14),
      KIND_CODE[event.employer.kind],
      documentNumber(event.employer.document, 14, version, 'employer document'),
      absent(14),
      alpha(event.employer.name, 150),
      alpha(event.placeOfWork, 100),
    ].join(''),
  );
}

/** Type 5 (118): an employee included (I), changed (A) or excluded (E) on the REP. */
export interface AfdEmployeeEvent {
  type: 5;
  nsr: number;
  recordedAt: string;
  operation: 'I' | 'A' | 'E';
  cpf: string;
  name: string;
  /** As in type 2. */
  responsibleCpf: string | null;
}

export function employeeRecord(event: AfdEmployeeEvent): string {
  return withCrc(
    [
      nsr(event.nsr),
      '5',
      afdDateTime(event.recordedAt),
      event.operation,
      employeeCpf(event.cpf),
      alpha(event.name, 52),
      alpha('', 4), // "demais dados de identificação": the layout names none for a REP-P
      responsible(event.responsibleCpf, 11),
    ].join(''),
  );
}

/** Type 6 (36): a sensitive event; a REP-P has 02 power back, 07 service available, 08 service unavailable. */
export interface AfdSensitiveEvent {
  type: 6;
  nsr: number;
  recordedAt: string;
  code: '02' | '07' | '08';
}

export const sensitiveEventRecord = (event: AfdSensitiveEvent) => nsr(event.nsr) + '6' + afdDateTime(event.recordedAt) + event.code;

/** Type 7 (137): a REP-P punch with its chained hash, as punch-hash.ts writes and hashes it. */
export interface AfdPunchEvent extends AfdPunch {
  type: 7;
  hash: string;
}

export const punchRecord = (event: AfdPunchEvent) => afdPunchRecord(event, event.hash);

/** Every record the body of the file can hold, in NSR order. */
export type AfdEvent = AfdEmployerEvent | AfdEmployeeEvent | AfdSensitiveEvent | AfdPunchEvent;
export type AfdEventType = AfdEvent['type'];

/** Type 9 (64): "999999999", the count of records of types 2 to 7 in the file, and the type "9" last. */
export function trailerRecord(counts: Readonly<Partial<Record<AfdEventType | 3 | 4, number>>>): string {
  const count = (type: 2 | 3 | 4 | 5 | 6 | 7) => numeric(counts[type] ?? 0, 9, `count of type ${type}`);
  return '999999999' + count(2) + count(3) + count(4) + count(5) + count(6) + count(7) + '9';
}

/** The last line of a REP-A or REP-P file: the signature is the detached .p7s beside it. */
export const SIGNATURE_LINE = alpha('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S', 100);
