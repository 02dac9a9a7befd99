import { SIGNATURE_LINE } from '../afd/records';
import { latin1Lines } from '../latin1-lines';
import {
  aejAbsenceRecord,
  aejHeaderRecord,
  aejLinkRecord,
  aejMarkRecord,
  aejProgramRecord,
  aejRegistrationRecord,
  aejRepRecord,
  aejScheduleRecord,
  aejTrailerRecord,
  AEJ_TYPES,
  type AejAbsence,
  type AejHeader,
  type AejLink,
  type AejMark,
  type AejProgram,
  type AejRegistration,
  type AejRep,
  type AejSchedule,
  type AejType,
} from './records';

// The AEJ file (Portaria MTP 671/2021 art. 83, Anexo VI; ../shared/reference/labour-law.md §1.8): ISO-8859-1,
// CR LF, no blank lines; records 01 to 08 in that order, the trailer 99 with the count of each type, and the
// signature line (the signature is the detached .p7s, Portaria 671 arts. 86–88). The marks (05) and the absences
// (07), the bulk of a long period, come as async iterables and leave as encoded chunks: never held whole.

type Many<T> = AsyncIterable<T> | Iterable<T>;

export interface AejContent {
  reps: readonly AejRep[];
  links: readonly AejLink[];
  schedules: readonly AejSchedule[];
  marks: Many<AejMark>;
  registrations: readonly AejRegistration[];
  absences: Many<AejAbsence>;
  program: AejProgram;
}

async function* aejLines(header: AejHeader, content: AejContent): AsyncGenerator<string> {
  const counts = Object.fromEntries(AEJ_TYPES.map((type) => [type, 0])) as Record<AejType, number>;
  async function* section<T>(type: AejType, items: Many<T>, write: (item: T) => string): AsyncGenerator<string> {
    for await (const item of items) {
      counts[type] += 1;
      yield write(item);
    }
  }
  yield* section('01', [header], aejHeaderRecord);
  yield* section('02', content.reps, aejRepRecord);
  yield* section('03', content.links, aejLinkRecord);
  yield* section('04', content.schedules, aejScheduleRecord);
  yield* section('05', content.marks, aejMarkRecord);
  yield* section('06', content.registrations, aejRegistrationRecord);
  yield* section('07', content.absences, aejAbsenceRecord);
  yield* section('08', [content.program], aejProgramRecord);
  yield aejTrailerRecord(counts);
  yield SIGNATURE_LINE;
}

/** The file, chunk by chunk. */
export const writeAej = (header: AejHeader, content: AejContent): AsyncGenerator<Uint8Array> => latin1Lines(aejLines(header, content));

const compactDay = (day: string) => day.replace(/-/g, '');

/**
 * The file's name. The layout gives none (UNCONFIRMED): "AEJ", the employer's CNPJ/CPF and the period's first and
 * last days (yyyyMMdd) joined by '_', and '.txt' (README 'The AEJ').
 */
export const aejFileName = (header: AejHeader) => `AEJ_${header.employer.document}_${compactDay(header.startDay)}_${compactDay(header.endDay)}.txt`;
