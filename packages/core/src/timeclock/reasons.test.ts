import { describe, expect, it } from 'vitest';
import {
  ADJUST_REASON_LABEL,
  adjustReasons,
  ASK_REASON_LABEL,
  asksPartialHours,
  asksRegisterTime,
  IN_ANALYSIS_REASON_FILTER_LABEL,
  matchesReasonFilter,
  REQUEST_REASON_LABEL,
  REQUEST_STATUS_LABEL,
} from './reasons';

describe('request reasons and statuses (002 §3)', () => {
  it('labels the six reasons and the three statuses', () => {
    expect(REQUEST_REASON_LABEL).toEqual({
      CHANGE_DAY_OFF: 'Troca de folga',
      REQUEST_DAY_OFF: 'Pedido de folga',
      HOURS_COMPENSATION: 'Compensação de horas',
      POINTS_ADJUST: 'Ajuste do ponto',
      MEDICAL_CERTIFICATE: 'Atestado',
      PARTIAL_MEDICAL_CERTIFICATE: 'Atestado parcial',
    });
    expect(REQUEST_STATUS_LABEL).toEqual({ IN_ANALYSIS: 'Em análise', APPROVED: 'Aprovado', DISAPPROVED: 'Reprovado' });
  });

  it('names the dialogs options as the spec does', () => {
    expect(ADJUST_REASON_LABEL).toEqual({ POINTS_ADJUST: 'Ajuste de Ponto', MEDICAL_CERTIFICATE: 'Atestado', PARTIAL_MEDICAL_CERTIFICATE: 'Atestado Parcial' });
    expect(ASK_REASON_LABEL).toEqual({ REQUEST_DAY_OFF: 'Pedir Folga', HOURS_COMPENSATION: 'Compensação de horas' });
    expect(Object.values(IN_ANALYSIS_REASON_FILTER_LABEL)).toEqual(['Atestado', 'Ajuste de ponto', 'Folga']);
  });
});

describe('adjust dialog reasons (002 §5.1)', () => {
  it("offers only 'Ajuste de Ponto' for a pending point", () => {
    expect(adjustReasons('PENDING_POINT')).toEqual(['POINTS_ADJUST']);
  });

  it("adds 'Atestado' for an absence, and 'Atestado Parcial' only for an absence on one fixed date", () => {
    expect(adjustReasons('ABSENCE')).toEqual(['POINTS_ADJUST', 'MEDICAL_CERTIFICATE', 'PARTIAL_MEDICAL_CERTIFICATE']);
    expect(adjustReasons('ABSENCE', 3)).toEqual(['POINTS_ADJUST', 'MEDICAL_CERTIFICATE']);
  });

  it('asks the registration time only for a pending-point adjustment, the partial hours only for their reason', () => {
    expect(asksRegisterTime('PENDING_POINT', 'POINTS_ADJUST')).toBe(true);
    expect(asksRegisterTime('ABSENCE', 'POINTS_ADJUST')).toBe(false);
    expect(asksRegisterTime('PENDING_POINT', '')).toBe(false);
    expect(asksPartialHours('PARTIAL_MEDICAL_CERTIFICATE')).toBe(true);
    expect(asksPartialHours('MEDICAL_CERTIFICATE')).toBe(false);
  });
});

describe("HR's reason filter (002 §2.3)", () => {
  it("groups both certificates under 'Atestado' and the day-off request and swap under 'Folga'", () => {
    expect(matchesReasonFilter('PARTIAL_MEDICAL_CERTIFICATE', 'MEDICAL_CERTIFICATE')).toBe(true);
    expect(matchesReasonFilter('CHANGE_DAY_OFF', 'REQUEST_DAY_OFF')).toBe(true);
    expect(matchesReasonFilter('POINTS_ADJUST', 'REQUEST_DAY_OFF')).toBe(false);
    expect(matchesReasonFilter('HOURS_COMPENSATION', undefined)).toBe(true);
  });
});
