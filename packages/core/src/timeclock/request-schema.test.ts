import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  adjustSchema,
  askFormSchema,
  compensatedMinutes,
  compensationBodySchema,
  compensationFormSchema,
  dayOffSchema,
  inAnalysisQuery,
  myRequestsQuery,
  reproveSchema,
} from './request-schema';

/** The first message per field, as the dialogs show them. */
function errors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
  return found;
}

const TODAY = '2026-11-26';
const pdf = { key: 'uploads/c/x/atestado.pdf', name: 'atestado.pdf', size: 10 };

describe('AJUSTAR PONTO (002 §5.1)', () => {
  const base = { pointAlert: 'alerta', justification: 'Esqueci' };

  it("asks the reason ('Campo obrigatório'), the justification, and refuses a reason the alert does not offer", () => {
    expect(errors(adjustSchema('PENDING_POINT'), { ...base, reason: '', justification: ' ' })).toEqual({
      reason: 'Campo obrigatório',
      justification: 'Campo obrigatório',
    });
    expect(errors(adjustSchema('PENDING_POINT'), { ...base, reason: 'MEDICAL_CERTIFICATE' })).toEqual({
      reason: 'Este motivo não pode ser usado para este alerta.',
    });
  });

  it("asks a 24-hour registration time for a pending point: 'Horário Invalido'", () => {
    const schema = adjustSchema('PENDING_POINT');
    expect(errors(schema, { ...base, reason: 'POINTS_ADJUST' })).toEqual({ registerDate: 'Campo obrigatório' });
    for (const time of ['24:00', '7:30', '12:60', '1230', 'ab:cd']) {
      expect(errors(schema, { ...base, reason: 'POINTS_ADJUST', registerDate: time })).toEqual({ registerDate: 'Horário Invalido' });
    }
    expect(schema.parse({ ...base, reason: 'POINTS_ADJUST', registerDate: '23:59' }).registerDate).toBe('23:59');
  });

  it('never asks (and drops) the registration time for an absence', () => {
    const parsed = adjustSchema('ABSENCE').parse({ ...base, reason: 'POINTS_ADJUST', registerDate: '99:99' });
    expect(parsed.registerDate).toBeNull();
  });

  it('asks the partial certificate hours only for its reason, the start before the end', () => {
    const schema = adjustSchema('ABSENCE');
    const partial = { ...base, reason: 'PARTIAL_MEDICAL_CERTIFICATE' };
    expect(errors(schema, partial)).toEqual({
      partialMedicalCertificateStartHour: 'Campo obrigatório',
      partialMedicalCertificateEndHour: 'Campo obrigatório',
    });
    expect(errors(schema, { ...partial, partialMedicalCertificateStartHour: '25:00', partialMedicalCertificateEndHour: '12:00' })).toEqual({
      partialMedicalCertificateStartHour: 'Horário Invalido',
    });
    expect(errors(schema, { ...partial, partialMedicalCertificateStartHour: '12:00', partialMedicalCertificateEndHour: '12:00' })).toEqual({
      partialMedicalCertificateEndHour: 'O horário final deve ser posterior ao inicial.',
    });
    const certificate = schema.parse({ ...base, reason: 'MEDICAL_CERTIFICATE', partialMedicalCertificateStartHour: '08:00', attachment: pdf });
    expect(certificate).toMatchObject({ partialMedicalCertificateStartHour: null, attachment: pdf });
  });

  it('takes a PDF only, and no attachment at all (not enforced, even for certificates)', () => {
    expect(errors(adjustSchema('ABSENCE'), { ...base, reason: 'MEDICAL_CERTIFICATE', attachment: { ...pdf, name: 'foto.png' } })).toEqual({
      attachment: 'Apenas arquivos PDF são aceitos.',
    });
    expect(adjustSchema('ABSENCE').parse({ ...base, reason: 'MEDICAL_CERTIFICATE' }).attachment).toBeNull();
  });
});

describe('SOLICITAR (002 §5.2)', () => {
  it("asks the reason first: 'Campo obrigatório'", () => {
    expect(errors(askFormSchema(TODAY), { reason: '' })).toEqual({ reason: 'Campo obrigatório' });
  });

  it('Pedir Folga: date and justification required, the date a real one', () => {
    expect(errors(dayOffSchema, { reason: 'REQUEST_DAY_OFF', solicitationDate: '', justification: '' })).toEqual({
      solicitationDate: 'Campo obrigatório',
      justification: 'Campo obrigatório',
    });
    expect(errors(dayOffSchema, { reason: 'REQUEST_DAY_OFF', solicitationDate: '2026-02-30', justification: 'x' })).toEqual({
      solicitationDate: 'Data Invalida',
    });
  });

  it("Compensação de horas: today or later, hours neither blank nor only zeros and colons ('Valor inválido')", () => {
    const form = compensationFormSchema(TODAY);
    const valid = { reason: 'HOURS_COMPENSATION', compensationDate: TODAY, dayHoursCompensated: '08:48', justification: 'Sábado' };
    expect(errors(form, valid)).toEqual({});
    expect(errors(form, { ...valid, compensationDate: '2026-11-25' })).toEqual({
      compensationDate: 'Informe uma igual ou data posterior a data atual.',
    });
    expect(errors(form, { ...valid, dayHoursCompensated: ' ' })).toEqual({ dayHoursCompensated: 'Campo obrigatório' });
    for (const hours of ['00:00', '0:00', ':', '00', 'ab:cd']) {
      expect(errors(form, { ...valid, dayHoursCompensated: hours })).toEqual({ dayHoursCompensated: 'Valor inválido' });
    }
    expect(errors(form, { ...valid, justification: '' })).toEqual({ justification: 'Campo obrigatório' });
  });

  it('sends the hours in minutes, at least one and at most a day', () => {
    expect(compensatedMinutes('08:48')).toBe(528);
    expect(compensatedMinutes('00:00')).toBeNull();
    const body = compensationBodySchema(TODAY);
    const valid = { reason: 'HOURS_COMPENSATION', compensationDate: '2026-12-01', totalMinutesCompensated: 528, justification: 'Sábado' };
    expect(errors(body, valid)).toEqual({});
    expect(errors(body, { ...valid, totalMinutesCompensated: 0 })).toEqual({ totalMinutesCompensated: 'Valor inválido' });
    expect(errors(body, { ...valid, totalMinutesCompensated: 1441 })).toEqual({ totalMinutesCompensated: 'Valor inválido' });
  });
});

describe('REPROVAR (002 §5.4)', () => {
  it("refuses a blank reason: 'Campo obrigatório'", () => {
    expect(errors(reproveSchema, { disapprovalReason: '  ' })).toEqual({ disapprovalReason: 'Campo obrigatório' });
    expect(reproveSchema.parse({ disapprovalReason: ' Faltou o atestado ' }).disapprovalReason).toBe('Faltou o atestado');
  });
});

describe('list queries (002 §7.1, §7.2, §9)', () => {
  it('page from 1 with 5, 10 or 25 rows, newest first by default', () => {
    expect(myRequestsQuery.parse({})).toEqual({ page: 1, limit: 5, order: 'desc', orderBy: 'createdAt' });
    expect(inAnalysisQuery.parse({ orderBy: 'fullName', order: 'asc', limit: '25', reason: 'MEDICAL_CERTIFICATE', text: ' ana ' })).toEqual({
      page: 1,
      limit: 25,
      order: 'asc',
      orderBy: 'fullName',
      reason: 'MEDICAL_CERTIFICATE',
      text: 'ana',
    });
    expect(myRequestsQuery.safeParse({ limit: '7' }).success).toBe(false);
  });
});
