import { describe, expect, it } from 'vitest';
import { VALID_JOURNEY } from '../workday/testing/journeys';
import { pointMirror } from './mirror';
import { mirrorDocument, mirrorPdfFileName, mirrorPdfQuerySchema, MIRROR_PDF_MSG } from './mirror-document';
import { personDays, type DayPunch } from './person-day';
import type { ApprovedRequest } from './reasons';
import { SP } from './testing/clock';
import { personFacts } from './testing/person-facts';

// The art. 84 mirror laid out for its PDF (Portaria MTP 671/2021 art. 84; issue 23 §6): a worked example of every
// kind of punch, with the hours taken from the ESPELHO DE PONTO's own answer.

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const punch = (nsr: number, day: string, time: string): DayPunch => ({ nsr, day, punchedAt: `${day}T${time}:00-03:00` });

/** HR approved, on 03/03, that Monday's exit was 17:48, not the 17:10 recorded as NSR 2. */
const CORRECTED_EXIT: ApprovedRequest = {
  id: 'r-1',
  day: MONDAY,
  justification: 'Esqueci de registrar a saída',
  attachment: null,
  approvedAt: '2026-03-03T15:00:00.000Z',
  reason: 'POINTS_ADJUST',
  alertId: `${MONDAY}_PENDING_POINT_EXIT`,
  alertType: 'PENDING_POINT',
  pointType: 'EXIT',
  breakId: null,
  breakName: null,
  registerDate: `${MONDAY}T17:48:00-03:00`,
  punchNsr: 2,
};

// 08:00–17:48, the 60-minute main break pre-assigned (CLT art. 74 §2), no other break.
const facts = personFacts({ journey: { ...VALID_JOURNEY, preAssignedBreak: true, breaks: [] }, requests: [CORRECTED_EXIT] });
const punches = [punch(1, MONDAY, '08:00'), punch(2, MONDAY, '17:10'), punch(3, TUESDAY, '08:00'), punch(4, TUESDAY, '18:48')];
const now = new Date(SP.instantAt('2026-03-04', '09:00'));
const days = personDays(facts, MONDAY, TUESDAY, punches, now);
const period = { from: MONDAY, to: TUESDAY };
const mirror = { employee: { _id: 'u-1', fullName: 'Maria', profilePicture: null, workday: 'Comercial 44h' }, period, ...pointMirror(days.map(({ day, summary }) => ({ day, summary, request: null })), '2026-03-04', false, period) };

const document = mirrorDocument({
  employer: { name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181' },
  worker: { name: 'Maria da Conceição', cpf: '52998224725', admissionDate: '2025-01-02', jobTitle: 'Padeira' },
  issuedAt: new Date('2026-03-04T12:30:00.000Z'),
  companyClock: SP,
  mirror,
  days,
});

describe('mirrorDocument (art. 84)', () => {
  it('heads with the employer, the worker, the issue date, the period and the contracted schedule', () => {
    expect(document.header).toEqual([
      ['Empregador', 'Padaria Pão Quente Ltda'],
      ['CNPJ', '11.222.333/0001-81'],
      ['Trabalhador', 'Maria da Conceição'],
      ['CPF', '529.982.247-25'],
      ['Data de admissão', '02/01/2025'],
      ['Cargo', 'Padeira'],
      ['Data de emissão', '04/03/2026 09:30'],
      ['Período', '02/03/2026 a 03/03/2026'],
      ['Horário contratual', 'Comercial 44h'],
    ]);
  });

  it('marks every punch: recorded with its NSR, disregarded and included with the approved request, the break pre-assigned', () => {
    const [monday, tuesday] = document.days;
    expect(monday.label).toBe('02/03 - Segunda-feira');
    expect(monday.schedule).toBe('08:00 às 17:48, intervalo de 01:00');
    const approval = 'solicitação aprovada em 03/03/2026: Esqueci de registrar a saída';
    expect(monday.punches).toEqual([
      { time: '08:00', mark: 'RECORDED', note: 'NSR 1' },
      { time: '17:10', mark: 'DISREGARDED', note: `NSR 2; ${approval}` },
      { time: '17:48', mark: 'INCLUDED', note: approval },
      { time: '', mark: 'PRE_ASSIGNED', note: 'intervalo de 01:00' },
    ]);
    expect(tuesday.punches.map(({ mark }) => mark)).toEqual(['RECORDED', 'RECORDED', 'PRE_ASSIGNED']);
  });

  it('prints the hours of the ESPELHO DE PONTO, per day and in total, the night ones reduced', () => {
    const [monday, tuesday] = document.days;
    const rows = mirror.registers;
    expect(monday.hours[0]).toEqual([MIRROR_PDF_MSG.worked, '08:48']);
    expect(rows[0].totalHours.value).toBe(528);
    // Tuesday: 08:00–18:48 less the pre-assigned hour is 9:48, one hour over the plan (50 %).
    expect(tuesday.hours).toEqual([
      ['Horas trabalhadas', '09:48'],
      ['Noturnas', '00:00'],
      ['Noturnas reduzidas', '00:00:00'],
      ['Extras 50%', '01:00'],
      ['Extras 100%', '00:00'],
    ]);
    expect(document.totals).toEqual([
      ['Horas trabalhadas', '18:36'],
      ['Noturnas', '00:00'],
      ['Noturnas reduzidas', '00:00:00'],
      ['Extras 50%', '01:00'],
      ['Extras 100%', '00:00'],
    ]);
  });

  it('says plainly what the records lack', () => {
    const bare = mirrorDocument({ employer: { name: 'X', cnpj: '11222333000181' }, worker: { name: 'Y', cpf: '', admissionDate: null, jobTitle: null }, issuedAt: now, companyClock: SP, mirror, days });
    expect(bare.header.filter(([, value]) => value === MIRROR_PDF_MSG.notInformed).map(([label]) => label)).toEqual(['CPF', 'Data de admissão', 'Cargo']);
  });
});

describe('the mirror PDF query and file', () => {
  it('takes a month yyyy-MM', () => {
    expect(mirrorPdfQuerySchema.parse({ month: '2026-03' })).toEqual({ month: '2026-03' });
    for (const month of ['2026-3', '2026-13', '', undefined]) {
      expect(mirrorPdfQuerySchema.safeParse({ month }).error?.issues[0].message, String(month)).toBe(MIRROR_PDF_MSG.monthRequired);
    }
  });

  it('names the file by month and person', () => {
    expect(mirrorPdfFileName('2026-03', 'Maria da Conceição Araújo')).toBe('espelho-ponto-2026-03-maria-da-conceicao-araujo.pdf');
  });
});
