import { latin1Text } from '../latin1-lines';
import { afdDateTime } from '../punch-hash';
import type { AfdEmployer, DocumentKind } from '../afd/records';

// The AEJ's records (Portaria MTP 671/2021 art. 83 and Anexo VI, 'Arquivo Eletrônico de Jornada'; the tables of
// gov.br 'leiaute-do-arquivo-eletronico-de-jornada-aej.pdf' and the ACBr project's AEJ code, transcribed in
// ../shared/reference/labour-law.md §1.8). Unlike the AFD the fields are not fixed-width: each ends with '|' but
// the last of its line, and a size is a limit. Every writer returns the record without CR LF.
// UNCONFIRMED readings, each a choice made here (README 'The AEJ'):
// - DH: written as the AFD writes it ('AAAA-MM-ddThh:mm:00ZZZZZ'); the AEJ table names the type without a mask.
// - A text with '|', CR or LF would break the line: those characters become spaces. Texts are cut to their limit.
// - N fields carry their digits as they are (no padding): a size is a limit, not a width.
// - An optional field with nothing to say is empty between its separators; no record leaves a field out.

/** AEJ layout version (record 01 field 10): "001" in the annex as published, "002" in the gov.br update (README). */
export type AejVersion = '001' | '002';

const line = (...fields: (string | number | null)[]) => fields.map((field) => (field === null ? '' : String(field))).join('|');

/** A: ISO-8859-1, no field separator or line break inside, at most `max` characters. */
export function aejText(value: string, max: number): string {
  return latin1Text(value.replace(/[|\r\n]/g, ' ').trim()).slice(0, max);
}

function digits(value: string | number, max: number, field: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > max) throw new RangeError(`AEJ ${field} is not up to ${max} digits: "${text}"`);
  return text;
}

/** H: 'HH:mm' → 'hhmm'. */
export function aejTime(time: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new RangeError(`Not a time HH:mm: ${time}`);
  return time.replace(':', '');
}

const KIND_CODE: Record<DocumentKind, string> = { CNPJ: '1', CPF: '2' };

/** 01, the header: the employer and the period. */
export interface AejHeader {
  employer: AfdEmployer;
  startDay: string;
  endDay: string;
  /** ISO with offset. */
  generatedAt: string;
  version: AejVersion;
}

export function aejHeaderRecord({ employer, startDay, endDay, generatedAt, version }: AejHeader): string {
  // caepf and cno: none kept, so empty (they apply only to employers identified by them).
  return line('01', KIND_CODE[employer.kind], employer.document, '', '', aejText(employer.name, 150), startDay, endDay, afdDateTime(generatedAt), version);
}

/** 02, a REP whose punches the file holds: the program itself, a REP-P (tpRep 3) with its INPI number. */
export interface AejRep {
  /** Local key, 1–9 characters, that the punches (05) name. */
  id: string;
  /** INPI registration, digits only; '' before registration. */
  inpiNumber: string;
}

/**
 * nrRep (17): UNCONFIRMED how 13 INPI digits fill it; written as the AFD header's field 7 (17 digits, zeros on the
 * left, all zeros before registration), so both files name the program alike.
 */
export const aejRepRecord = (rep: AejRep) => line('02', rep.id, '3', (rep.inpiNumber || '0').padStart(17, '0'));

/** 03, an employment link: the person's local key, CPF and name. */
export interface AejLink {
  /** idtVinculoAej, 1–9 characters, that records 05–07 name. */
  id: string;
  cpf: string;
  name: string;
}

export const aejLinkRecord = (link: AejLink) => line('03', link.id, digits(link.cpf, 11, 'CPF').padStart(11, '0'), aejText(link.name, 150));

/** 04, a contracted schedule: its code, its length in minutes (reduced night hour counted) and its in/out times. */
export interface AejSchedule {
  /** codHorContratual, 1–30 characters. */
  code: string;
  durationMinutes: number;
  /** 'HH:mm' of entry 1, exit 1, [entry 2, exit 2 …]. */
  times: string[];
}

export const aejScheduleRecord = (schedule: AejSchedule) =>
  line('04', aejText(schedule.code, 30), digits(schedule.durationMinutes, 5, 'durJornada'), ...schedule.times.map(aejTime));

/** tpMarc: E in, S out, D disregarded. */
export type AejMarkKind = 'E' | 'S' | 'D';
/** fonteMarc: O original (recorded by the REP), I included by hand, P pre-assigned, X exception-only, T other. */
export type AejMarkSource = 'O' | 'I' | 'P' | 'X' | 'T';

/** 05, a mark of a link: a punch as recorded, or as the processing program included, pre-assigned or disregarded. */
export interface AejMark {
  linkId: string;
  /** ISO with offset. */
  at: string;
  /** The REP (02) that recorded it; null for a mark the program made (included or pre-assigned). */
  repId: string | null;
  kind: AejMarkKind;
  /** The in/out pair it belongs to, from 1; null for a disregarded mark. */
  pair: number | null;
  source: AejMarkSource;
  /** The day's contracted schedule (04): the layout asks it on the first pair's entry. */
  scheduleCode: string | null;
  /** The reason: the layout asks it of a disregarded mark (D) and of one included by hand (I). */
  reason: string | null;
}

export function aejMarkRecord(mark: AejMark): string {
  if ((mark.kind === 'D' || mark.source === 'I') && !mark.reason) throw new RangeError('AEJ: a disregarded or included mark needs its reason');
  return line(
    '05',
    mark.linkId,
    afdDateTime(mark.at),
    mark.repId,
    mark.kind,
    mark.pair === null ? null : digits(mark.pair, 3, 'seqEntSaida'),
    mark.source,
    mark.scheduleCode,
    mark.reason === null ? null : aejText(mark.reason, 150),
  );
}

/** 06, the eSocial registration of a link: the layout asks it only of people with more than one link. */
export interface AejRegistration {
  linkId: string;
  esocialId: string;
}

export const aejRegistrationRecord = (registration: AejRegistration) => line('06', registration.linkId, aejText(registration.esocialId, 30));

/** tipoAusenOuComp: 1 weekly rest day, 2 unjustified absence, 3 hours-bank movement, 4 time off for a holiday. */
export type AejAbsence =
  | { linkId: string; kind: 1 | 2 | 4; day: string }
  | { linkId: string; kind: 3; day: string; minutes: number; bank: 'ADDED' | 'COMPENSATED' };

/**
 * 07, an absence or an hours-bank movement; minutes and the movement's kind only for the bank (type 3). Every
 * record has all its fields, the unused ones empty, as records 02 and 05 do (UNCONFIRMED: the layout does not say
 * whether trailing empty fields may be left out).
 */
export function aejAbsenceRecord(absence: AejAbsence): string {
  if (absence.kind !== 3) return line('07', absence.linkId, absence.kind, absence.day, null, null);
  return line('07', absence.linkId, 3, absence.day, digits(absence.minutes, 5, 'qtMinutos'), absence.bank === 'ADDED' ? 1 : 2);
}

/** 08, the processing program (PTRP) and its developer. */
export interface AejProgram {
  name: string;
  version: string;
  developerKind: DocumentKind;
  developerDocument: string;
  developerName: string;
  developerEmail: string;
}

export const aejProgramRecord = (program: AejProgram) =>
  line(
    '08',
    aejText(program.name, 150),
    aejText(program.version, 8),
    KIND_CODE[program.developerKind],
    program.developerDocument || '0'.repeat(14),
    aejText(program.developerName, 150),
    aejText(program.developerEmail, 50),
  );

/** The record types in the order the file holds them. */
export const AEJ_TYPES = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;
export type AejType = (typeof AEJ_TYPES)[number];

/** 99, the trailer: how many records of each type 01–08 the file holds. */
export const aejTrailerRecord = (counts: Readonly<Record<AejType, number>>) => line('99', ...AEJ_TYPES.map((type) => counts[type]));
