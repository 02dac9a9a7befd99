import { describe, expect, it } from 'vitest';
import { STATUS_ACTIVE } from '../enums';
import {
  ACTIVITY_FAMILY_OF,
  ACTIVITY_MSG,
  ACTIVITY_PERIOD_LABEL,
  ACTIVITY_SCHEMAS,
  ACTIVITY_SUCCESS,
  ACTIVITY_TYPE_LABEL,
  ACTIVITY_TYPES,
  activityBodySchema,
  activitySchema,
  dayOffSchema,
  endActivitySchema,
  inssRemovalSchema,
  maternityLeaveSchema,
  medicalCertificateSchema,
  paternityLeaveSchema,
  suspensionSchema,
  unpaidLeaveSchema,
  vacationSchema,
} from './schema';
import { VACATION_MSG } from '../vacation/messages';

type Parse = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** field → message of every issue, in order. */
const messages = (result: Parse) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const pdf = { key: 'activity/laudo.pdf', name: 'laudo.pdf', size: 2048 };
const oneDay = (type: string, date = '2026-03-02') => ({ type, period: 'ONE_DAY', date, numberOfDays: 1 });
const manyDays = (type: string, startDate: string, finalDate: string, numberOfDays: number) => ({
  type,
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  finalDate,
  numberOfDays,
});

describe('activity types (000 §3, §5)', () => {
  it('are the statusActive values they set, labelled in Portuguese', () => {
    for (const type of ACTIVITY_TYPES) expect(STATUS_ACTIVE).toContain(type);
    expect(ACTIVITY_TYPE_LABEL.INSS_REMOVAL).toBe('Afastamento INSS');
    expect(ACTIVITY_TYPE_LABEL.VACATION).toBe('Férias');
    expect(ACTIVITY_PERIOD_LABEL).toEqual({ ONE_DAY: 'Um dia', MORE_THAN_ONE_DAY: 'Mais de um dia' });
  });

  it('say each registration with the spec text', () => {
    expect(ACTIVITY_SUCCESS).toEqual({
      INSS_REMOVAL: 'Afastamento registrado com sucesso',
      MEDICAL_CERTIFICATE: 'Atestado registrado com sucesso',
      MATERNITY_LEAVE: 'Licença Maternidade registrada com sucesso',
      PATERNITY_LEAVE: 'Licença paternidade registrada com sucesso',
      DAY_OFF: 'Folga registrada com sucesso',
      VACATION: 'Férias registradas com sucesso',
      WEEKLY_REST: 'Descanso semanal registrado com sucesso',
      SUSPENSION: 'Suspensão registrada com sucesso',
      UNPAID_LEAVE: 'Licença não remunerada registrada com sucesso',
    });
    // 000 §8's 'Ele retornará amanhã.' in neutral wording (issue 20 §6).
    expect(ACTIVITY_MSG.returned).toBe('O afastamento do colaborador foi removido! A pessoa retornará amanhã.');
    expect(ACTIVITY_MSG.returnFailed).toBe('Não foi possivel voltar o colaborator.');
  });

  it('each type has its family schema and is accepted by the union', () => {
    for (const type of ACTIVITY_TYPES) {
      const family = ACTIVITY_FAMILY_OF[type];
      const body = {
        ...manyDays(type, '2026-03-02', '2026-03-06', 5),
        reason: family.reasonRequired ? 'Motivo' : null,
        document: family.documentRequired ? pdf : null,
      };
      expect(ACTIVITY_SCHEMAS[type].safeParse(body).success).toBe(true);
      expect(activitySchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('status selector', () => {
  it("asks for a type: 'Por favor, selecione um status.'", () => {
    expect(messages(activitySchema.safeParse({}))).toEqual([['type', 'Por favor, selecione um status.']]);
    expect(messages(activitySchema.safeParse({ type: 'HIRED' }))).toEqual([['type', 'Por favor, selecione um status.']]);
  });
});

describe('day off / vacation / weekly rest (000 §5)', () => {
  it('requires the period', () => {
    expect(messages(dayOffSchema.safeParse({ type: 'DAY_OFF' }))).toEqual([['period', 'Campo obrigatório']]);
  });

  it('one day: the date is required and valid; numberOfDays is 1', () => {
    expect(dayOffSchema.parse(oneDay('DAY_OFF'))).toMatchObject({ date: '2026-03-02', numberOfDays: 1, startDate: null, finalDate: null });
    expect(messages(dayOffSchema.safeParse({ ...oneDay('DAY_OFF'), date: '' }))).toEqual([['date', 'Campo obrigatório']]);
    expect(messages(dayOffSchema.safeParse({ ...oneDay('DAY_OFF'), date: '2026-02-30' }))).toEqual([['date', 'Data inválida']]);
    expect(messages(dayOffSchema.safeParse({ ...oneDay('DAY_OFF'), date: 20260302 }))).toEqual([['date', 'Data inválida']]);
    expect(messages(dayOffSchema.safeParse({ ...oneDay('DAY_OFF'), numberOfDays: 2 }))).toEqual([['numberOfDays', 'Quantidade inválida']]);
  });

  it('more than one day: start and end required, the end after the start and not the same day', () => {
    expect(messages(vacationSchema.safeParse({ type: 'VACATION', period: 'MORE_THAN_ONE_DAY' }))).toEqual([
      ['startDate', 'Campo obrigatório'],
      ['finalDate', 'Campo obrigatório'],
    ]);
    expect(messages(vacationSchema.safeParse(manyDays('VACATION', '2026-03-02', '2026-03-01', 1)))).toEqual([
      ['finalDate', 'Informe uma data posterior a data de início.'],
    ]);
    expect(messages(vacationSchema.safeParse(manyDays('VACATION', '2026-03-02', '2026-03-02', 1)))).toEqual([
      ['finalDate', 'A data de inicio e fim não podem ser iguais'],
    ]);
  });

  it('numberOfDays is the inclusive count, 1 to 999', () => {
    expect(vacationSchema.parse(manyDays('VACATION', '2026-03-02', '2026-03-31', 30)).numberOfDays).toBe(30);
    expect(messages(vacationSchema.safeParse(manyDays('VACATION', '2026-03-02', '2026-03-31', 29)))).toEqual([
      ['numberOfDays', 'Quantidade inválida'],
    ]);
    expect(messages(vacationSchema.safeParse({ ...manyDays('VACATION', '2026-03-02', '2026-03-31', 30), numberOfDays: undefined }))).toEqual([
      ['numberOfDays', 'Quantidade inválida'],
    ]);
    // 2026-03-02 + 998 days is the 999th day.
    expect(vacationSchema.safeParse(manyDays('VACATION', '2026-03-02', '2028-11-24', 999)).success).toBe(true);
    expect(messages(vacationSchema.safeParse(manyDays('VACATION', '2026-03-02', '2028-11-25', 1000)))).toEqual([
      ['numberOfDays', 'Quantidade inválida'],
    ]);
  });

  it('keeps only the days the period uses', () => {
    const switched = { ...oneDay('WEEKLY_REST'), startDate: '2026-03-01', finalDate: '2026-03-09' };
    expect(dayOffSchema.parse(switched)).toMatchObject({ date: '2026-03-02', startDate: null, finalDate: null });
  });

  it("has no 'Sem previsão de término': the end stays required", () => {
    const open = { type: 'DAY_OFF', period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02', withoutForecastOfEnding: true };
    expect(messages(dayOffSchema.safeParse(open))).toEqual([['finalDate', 'Campo obrigatório']]);
  });
});

describe('vacation: the days sold (abono pecuniário, CLT art. 143)', () => {
  const sold = (soldDays: unknown) => ({ ...manyDays('VACATION', '2026-03-02', '2026-03-21', 20), soldDays });

  it('takes a whole number of days, at most a third of a full vacation (10); none is null', () => {
    expect(vacationSchema.parse(sold(10)).soldDays).toBe(10);
    expect(vacationSchema.parse(sold(0)).soldDays).toBeNull();
    expect(vacationSchema.parse(manyDays('VACATION', '2026-03-02', '2026-03-21', 20)).soldDays).toBeNull();
    expect(messages(vacationSchema.safeParse(sold(11)))).toEqual([['soldDays', VACATION_MSG.abonoTooLarge(10)]]);
    expect(messages(vacationSchema.safeParse(sold(2.5)))).toEqual([['soldDays', VACATION_MSG.soldDaysInvalid(10)]]);
    expect(messages(vacationSchema.safeParse(sold(-1)))).toEqual([['soldDays', VACATION_MSG.soldDaysInvalid(10)]]);
    expect(VACATION_MSG.abonoTooLarge(10)).toBe('O abono pecuniário pode converter no máximo 10 dias, um terço das férias do período (CLT art. 143).');
  });

  it('only a vacation sells days: a day off drops them', () => {
    expect(dayOffSchema.parse({ ...oneDay('DAY_OFF'), soldDays: 5 }).soldDays).toBeNull();
    expect(activityBodySchema.parse({ user: 'u-1', company: 'c-1', ...sold(7) })).toMatchObject({ type: 'VACATION', soldDays: 7 });
  });
});

describe('medical certificate and maternity leave: a PDF document (000 §5)', () => {
  it("requires it: 'Documento obrigatório'", () => {
    expect(messages(medicalCertificateSchema.safeParse(oneDay('MEDICAL_CERTIFICATE')))).toEqual([['document', 'Documento obrigatório']]);
    expect(messages(maternityLeaveSchema.safeParse({ ...manyDays('MATERNITY_LEAVE', '2026-03-02', '2026-06-29', 120), document: null }))).toEqual([
      ['document', 'Documento obrigatório'],
    ]);
    expect(medicalCertificateSchema.safeParse({ ...oneDay('MEDICAL_CERTIFICATE'), document: pdf }).success).toBe(true);
  });

  it('takes a PDF only', () => {
    const photo = { ...pdf, name: 'laudo.jpg' };
    expect(messages(medicalCertificateSchema.safeParse({ ...oneDay('MEDICAL_CERTIFICATE'), document: photo }))).toEqual([
      ['document', 'Apenas arquivos PDF são aceitos.'],
    ]);
  });

  it('maternity leave spans more than one day, the end after the start', () => {
    expect(messages(maternityLeaveSchema.safeParse({ ...oneDay('MATERNITY_LEAVE'), document: pdf }))).toEqual([['period', 'Campo obrigatório']]);
    expect(messages(maternityLeaveSchema.safeParse({ ...manyDays('MATERNITY_LEAVE', '2026-03-02', '2026-03-01', 1), document: pdf }))).toEqual([
      ['finalDate', 'Informe uma data posterior a data de início.'],
    ]);
  });
});

describe('paternity leave (000 §5)', () => {
  it('requires start and end, 1 to 999 days', () => {
    expect(paternityLeaveSchema.parse(manyDays('PATERNITY_LEAVE', '2026-03-02', '2026-03-06', 5)).numberOfDays).toBe(5);
    expect(messages(paternityLeaveSchema.safeParse({ type: 'PATERNITY_LEAVE', period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02' }))).toEqual([
      ['finalDate', 'Campo obrigatório'],
    ]);
  });
});

describe('INSS leave (000 §5)', () => {
  const inss = { type: 'INSS_REMOVAL', period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02', reason: 'Cirurgia', document: pdf };

  it("requires the reason and a PDF: 'Informe o motivo', 'Documento obrigatório'", () => {
    expect(messages(inssRemovalSchema.safeParse({ ...inss, reason: ' ', document: null, withoutForecastOfEnding: true }))).toEqual([
      ['reason', 'Informe o motivo'],
      ['document', 'Documento obrigatório'],
    ]);
  });

  it('shows the date messages together with the others', () => {
    expect(messages(inssRemovalSchema.safeParse({ ...inss, startDate: '', reason: null, document: null }))).toEqual([
      ['reason', 'Informe o motivo'],
      ['document', 'Documento obrigatório'],
      ['startDate', 'Campo obrigatório'],
      ['finalDate', 'Campo obrigatório'],
    ]);
  });

  it("requires the end unless 'Sem previsão de término', which clears it and the count", () => {
    expect(messages(inssRemovalSchema.safeParse(inss))).toEqual([['finalDate', 'Campo obrigatório']]);
    expect(inssRemovalSchema.parse({ ...inss, finalDate: '2026-04-30', numberOfDays: 12, withoutForecastOfEnding: true })).toMatchObject({
      startDate: '2026-03-02',
      finalDate: null,
      numberOfDays: null,
      withoutForecastOfEnding: true,
    });
    expect(inssRemovalSchema.parse({ ...inss, finalDate: '2026-03-31', numberOfDays: 30 })).toMatchObject({
      finalDate: '2026-03-31',
      withoutForecastOfEnding: false,
    });
  });
});

describe('suspension and unpaid leave (001 §5)', () => {
  it("suspension: one day or more; the end after the start says 'Informe uma data posterior a data de início'", () => {
    expect(suspensionSchema.safeParse({ ...oneDay('SUSPENSION'), reason: 'Falta grave' }).success).toBe(true);
    expect(messages(suspensionSchema.safeParse({ ...manyDays('SUSPENSION', '2026-03-10', '2026-03-02', 1), reason: 'Falta grave' }))).toEqual([
      ['finalDate', 'Informe uma data posterior a data de início'],
    ]);
    expect(messages(suspensionSchema.safeParse({ ...manyDays('SUSPENSION', '2026-03-02', '2026-03-02', 1), reason: 'Falta grave' }))).toEqual([
      ['finalDate', 'A data de inicio e fim não podem ser iguais'],
    ]);
    expect(messages(suspensionSchema.safeParse(oneDay('SUSPENSION')))).toEqual([['reason', 'Informe o motivo']]);
  });

  it("one-day suspension ignores 'Sem previsão de término'", () => {
    expect(suspensionSchema.parse({ ...oneDay('SUSPENSION'), reason: 'Falta grave', withoutForecastOfEnding: true })).toMatchObject({
      withoutForecastOfEnding: false,
      numberOfDays: 1,
    });
  });

  it('unpaid leave: start, end unless no forecast, reason', () => {
    const leave = { type: 'UNPAID_LEAVE', period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02', reason: 'Estudos' };
    expect(messages(unpaidLeaveSchema.safeParse(leave))).toEqual([['finalDate', 'Campo obrigatório']]);
    expect(unpaidLeaveSchema.safeParse({ ...leave, withoutForecastOfEnding: true }).success).toBe(true);
    expect(messages(unpaidLeaveSchema.safeParse({ ...leave, period: 'ONE_DAY', date: '2026-03-02' }))).toEqual([['period', 'Campo obrigatório']]);
  });
});

describe('POST /api/activity body (000 §7)', () => {
  it('carries whose registration it is and the company', () => {
    expect(activityBodySchema.parse({ user: 'u-1', company: 'c-1', ...oneDay('DAY_OFF') })).toMatchObject({
      user: 'u-1',
      company: 'c-1',
      type: 'DAY_OFF',
      date: '2026-03-02',
    });
    expect(messages(activityBodySchema.safeParse(oneDay('DAY_OFF')))).toEqual([
      ['user', 'Campo obrigatório'],
      ['company', 'Campo obrigatório'],
    ]);
  });

  it('the return takes the activity id', () => {
    expect(endActivitySchema.safeParse({ activityId: 'a-1' }).success).toBe(true);
    expect(messages(endActivitySchema.safeParse({}))).toEqual([['activityId', 'Campo obrigatório']]);
  });
});
