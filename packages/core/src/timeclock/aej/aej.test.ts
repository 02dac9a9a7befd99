import { describe, expect, it } from 'vitest';
import { equalWeek, day as shift, MONDAY_TO_FRIDAY, VALID_JOURNEY } from '../../workday/testing/journeys';
import { personDays, type DayPunch } from '../person-day';
import type { ApprovedRequest } from '../reasons';
import { readAej } from '../testing/aej-reader';
import { personFacts } from '../testing/person-facts';
import { AEJ_MSG } from './export-query';
import { aejFileName, writeAej, type AejContent } from './file';
import { AEJ_REP_ID, aejLinkRecords, aejSchedule } from './person-days';
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
  type AejHeader,
} from './records';

// Golden records: each expected line is written out field by field from the layout's table (Anexo VI; gov.br
// 'leiaute-do-arquivo-eletronico-de-jornada-aej.pdf', labour-law.md §1.8), fields joined by '|', none after the last.

const HEADER: AejHeader = {
  employer: { kind: 'CNPJ', document: '11222333000181', name: 'Comércio Ação | Filial' },
  startDay: '2026-11-01',
  endDay: '2026-11-30',
  generatedAt: '2026-11-27T09:00:41.123-03:00',
  version: '001',
};
const PROGRAM = {
  name: 'Colabora',
  version: '1.0.0',
  developerKind: 'CNPJ' as const,
  developerDocument: '44555666000199',
  developerName: 'Colabora Tecnologia Ltda',
  developerEmail: 'ponto@colabora.com.br',
};
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Uint8Array.from(parts.flatMap((part) => Array.from(part)));
}

describe('AEJ records (golden, one per type)', () => {
  it('01 header: employer, no CAEPF nor CNO, the period, generated at (DH as in the AFD), version; a "|" in a name is a space', () => {
    expect(aejHeaderRecord(HEADER)).toBe('01|1|11222333000181|||Comércio Ação   Filial|2026-11-01|2026-11-30|2026-11-27T09:00:00-0300|001');
  });

  it('02 REP: the local key, REP-P (3) and the INPI number in 17 digits (zeros before registration)', () => {
    expect(aejRepRecord({ id: '1', inpiNumber: '5120221234567' })).toBe('02|1|3|00005120221234567');
    expect(aejRepRecord({ id: '1', inpiNumber: '' })).toBe('02|1|3|00000000000000000');
  });

  it('03 link: key, CPF, name', () => {
    expect(aejLinkRecord({ id: '7', cpf: '11144477735', name: 'José da Silva' })).toBe('03|7|11144477735|José da Silva');
  });

  it('04 schedule: code, minutes, hhmm pairs', () => {
    expect(aejScheduleRecord({ code: '0800-1748-528', durationMinutes: 528, times: ['08:00', '17:48'] })).toBe('04|0800-1748-528|528|0800|1748');
  });

  it('05 marks: an original entry with its schedule, an included exit with its reason, a disregarded punch', () => {
    const base = { linkId: '7', at: '2026-11-03T08:01:37-03:00', repId: '1', pair: 1 } as const;
    expect(aejMarkRecord({ ...base, kind: 'E', source: 'O', scheduleCode: '0800-1748-528', reason: null })).toBe('05|7|2026-11-03T08:01:00-0300|1|E|1|O|0800-1748-528|');
    expect(aejMarkRecord({ ...base, repId: null, kind: 'S', source: 'I', scheduleCode: null, reason: 'Esqueceu a saída' })).toBe('05|7|2026-11-03T08:01:00-0300||S|1|I||Esqueceu a saída');
    expect(aejMarkRecord({ ...base, kind: 'D', pair: null, source: 'O', scheduleCode: null, reason: 'Batida em duplicidade' })).toBe('05|7|2026-11-03T08:01:00-0300|1|D||O||Batida em duplicidade');
    expect(() => aejMarkRecord({ ...base, kind: 'D', pair: null, source: 'O', scheduleCode: null, reason: null })).toThrow(/reason/);
  });

  it('06 eSocial registration', () => {
    expect(aejRegistrationRecord({ linkId: '7', esocialId: 'MAT-0001' })).toBe('06|7|MAT-0001');
  });

  it('07 absences (no minutes) and bank movements (minutes, 1 added / 2 compensated)', () => {
    expect(aejAbsenceRecord({ linkId: '7', kind: 1, day: '2026-11-08' })).toBe('07|7|1|2026-11-08||');
    expect(aejAbsenceRecord({ linkId: '7', kind: 2, day: '2026-11-09' })).toBe('07|7|2|2026-11-09||');
    expect(aejAbsenceRecord({ linkId: '7', kind: 3, day: '2026-11-10', minutes: 45, bank: 'ADDED' })).toBe('07|7|3|2026-11-10|45|1');
    expect(aejAbsenceRecord({ linkId: '7', kind: 3, day: '2026-11-11', minutes: 20, bank: 'COMPENSATED' })).toBe('07|7|3|2026-11-11|20|2');
  });

  it('08 program: name, version, developer id type, id, name, e-mail', () => {
    expect(aejProgramRecord(PROGRAM)).toBe('08|Colabora|1.0.0|1|44555666000199|Colabora Tecnologia Ltda|ponto@colabora.com.br');
  });

  it('99 trailer: the count of each type 01 to 08', () => {
    expect(aejTrailerRecord({ '01': 1, '02': 1, '03': 2, '04': 1, '05': 8, '06': 0, '07': 3, '08': 1 })).toBe('99|1|1|2|1|8|0|3|1');
  });
});

describe('the AEJ file', () => {
  const content = (over: Partial<AejContent> = {}): AejContent => ({
    reps: [{ id: AEJ_REP_ID, inpiNumber: '5120221234567' }],
    links: [{ id: '1', cpf: '11144477735', name: 'José da Silva' }],
    schedules: [{ code: '0800-1748-528', durationMinutes: 528, times: ['08:00', '17:48'] }],
    marks: [
      { linkId: '1', at: '2026-11-03T08:00:00-03:00', repId: '1', kind: 'E', pair: 1, source: 'O', scheduleCode: '0800-1748-528', reason: null },
      { linkId: '1', at: '2026-11-03T17:48:00-03:00', repId: '1', kind: 'S', pair: 1, source: 'O', scheduleCode: null, reason: null },
    ],
    registrations: [],
    absences: [{ linkId: '1', kind: 1, day: '2026-11-08' }],
    program: PROGRAM,
    ...over,
  });

  it('is ISO-8859-1 with CR LF, records 01–08 in order, the trailer and the signature line, and the layout reader accepts it', async () => {
    const bytes = await collect(writeAej(HEADER, content()));
    const text = latin1(bytes);
    expect(text.split('\r\n')).toEqual([
      '01|1|11222333000181|||Comércio Ação   Filial|2026-11-01|2026-11-30|2026-11-27T09:00:00-0300|001',
      '02|1|3|00005120221234567',
      '03|1|11144477735|José da Silva',
      '04|0800-1748-528|528|0800|1748',
      '05|1|2026-11-03T08:00:00-0300|1|E|1|O|0800-1748-528|',
      '05|1|2026-11-03T17:48:00-0300|1|S|1|O||',
      '07|1|1|2026-11-08||',
      '08|Colabora|1.0.0|1|44555666000199|Colabora Tecnologia Ltda|ponto@colabora.com.br',
      '99|1|1|1|1|2|0|1|1',
      'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' '),
      '',
    ]);
    expect(bytes[text.indexOf('ç')]).toBe(0xe7); // one byte in ISO-8859-1
    const reading = readAej(bytes);
    expect(reading.records['05']).toHaveLength(2);
    expect(aejFileName(HEADER)).toBe('AEJ_11222333000181_20261101_20261130.txt');
  });

  it('the reader refuses what the layout forbids: a first entry without its schedule, a mark of an unknown link, a wrong count', async () => {
    const broken = content({
      marks: [{ linkId: '9', at: '2026-11-03T08:00:00-03:00', repId: '1', kind: 'E', pair: 1, source: 'O', scheduleCode: null, reason: null }],
    });
    const bytes = await collect(writeAej(HEADER, broken));
    expect(() => readAej(bytes)).toThrow(/first entry needs codHorContratual[^]*names link "9"/);
    const miscounted = latin1(await collect(writeAej(HEADER, content()))).replace('99|1|1|1|1|2|', '99|1|1|1|1|3|');
    expect(() => readAej(Uint8Array.from(miscounted, (char) => char.charCodeAt(0)))).toThrow(/counts 3 records 05/);
  });
});

describe('a link from the day engine', () => {
  // 08:00–17:00 Monday to Friday, a 60-minute main break: 480 minutes.
  const journey = { ...VALID_JOURNEY, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, shift('08:00', '17:00')), breaks: [] };
  const MONDAY = '2026-03-02';
  const punch = (nsr: number, day: string, time: string): DayPunch => ({ nsr, punchedAt: `${day}T${time}:00-03:00`, day });
  // HR approved: the exit of Monday recorded at 17:40 (NSR 4) corrected to 17:00; Tuesday's forgotten exit included at 17:00.
  const adjust = (id: string, day: string, registerDate: string, punchNsr: number | null, justification: string): ApprovedRequest => ({
    id,
    day,
    justification,
    attachment: null,
    approvedAt: `${day}T20:00:00.000Z`,
    reason: 'POINTS_ADJUST',
    alertId: `${day}_PENDING_POINT_EXIT`,
    alertType: 'PENDING_POINT',
    pointType: 'EXIT',
    breakId: null,
    breakName: null,
    registerDate,
    punchNsr,
  });
  const facts = personFacts({
    journey,
    requests: [
      adjust('r1', MONDAY, `${MONDAY}T17:00:00-03:00`, 4, 'Saída registrada após o horário por engano'),
      adjust('r2', '2026-03-03', '2026-03-03T17:00:00-03:00', null, ''),
    ],
  });
  const punches = [
    punch(1, MONDAY, '08:00'),
    punch(2, MONDAY, '12:00'),
    punch(3, MONDAY, '13:00'),
    punch(4, MONDAY, '17:40'),
    punch(5, '2026-03-03', '08:00'),
  ];
  // Monday to Sunday; Wednesday to Friday without punches (faults), Saturday and Sunday rest days.
  const days = personDays(facts, MONDAY, '2026-03-08', punches, new Date('2026-03-10T12:00:00-03:00'));
  const records = aejLinkRecords('1', days, [
    { kind: 'DAY_BALANCE', day: MONDAY, minutes: 15 },
    { kind: 'DAY_BALANCE', day: '2026-03-04', minutes: -480 },
    { kind: 'COMPENSATION_PAYMENT', day: '2026-03-05', minutes: -30 },
    { kind: 'MONEY_PAYMENT', day: '2026-03-05', minutes: -60 },
  ]);

  it('one contracted schedule: 08:00–17:00, 480 minutes', () => {
    expect(records.schedules).toEqual([{ code: '0800-1700-480', durationMinutes: 480, times: ['08:00', '17:00'] }]);
  });

  it('marks the punches original, the corrected one disregarded with the reason, the included time with its own', () => {
    const summary = records.marks.map((mark) => [mark.at.slice(0, 16), mark.kind, mark.pair, mark.source, mark.repId, mark.scheduleCode, mark.reason]);
    expect(summary).toEqual([
      ['2026-03-02T08:00', 'E', 1, 'O', '1', '0800-1700-480', null],
      ['2026-03-02T12:00', 'S', 1, 'O', '1', null, null],
      ['2026-03-02T13:00', 'E', 2, 'O', '1', null, null],
      ['2026-03-02T17:00', 'S', 2, 'I', null, null, 'Saída registrada após o horário por engano'],
      ['2026-03-02T17:40', 'D', null, 'O', '1', null, 'Saída registrada após o horário por engano'],
      ['2026-03-03T08:00', 'E', 1, 'O', '1', '0800-1700-480', null],
      ['2026-03-03T17:00', 'S', 1, 'I', null, null, AEJ_MSG.includedReason],
    ]);
  });

  it('the faults, the rest days and the bank movements (a payment in money is none)', () => {
    expect(records.absences.map((absence) => [absence.day, absence.kind, 'minutes' in absence ? `${absence.minutes} ${absence.bank}` : ''])).toEqual([
      [MONDAY, 3, '15 ADDED'],
      ['2026-03-04', 2, ''],
      ['2026-03-04', 3, '480 COMPENSATED'],
      ['2026-03-05', 2, ''],
      ['2026-03-05', 3, '30 COMPENSATED'],
      ['2026-03-06', 2, ''],
      ['2026-03-07', 1, ''],
      ['2026-03-08', 1, ''],
    ]);
  });

  it('a night schedule counts the reduced night hour: 22:00–05:00 less an hour is 360 clock minutes, 420 minutes', () => {
    const night = personFacts({ journey: { ...journey, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, shift('22:00', '05:00')) } });
    const [monday] = personDays(night, MONDAY, MONDAY, [], new Date('2026-03-10T12:00:00-03:00'));
    // 7 clock hours of night (420 minutes) count 480; less the 60-minute break: 420.
    expect(aejSchedule(monday.plan!)).toMatchObject({ durationMinutes: 420, times: ['22:00', '05:00'] });
  });
});
