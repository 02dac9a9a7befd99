import type { AlertType, PointType } from './point-types';

// Requests of the time clock (spec 002 §3 'Request reasons', 'Request status', §4.1, §5.1, §5.2).

export const REQUEST_REASONS = [
  'CHANGE_DAY_OFF',
  'REQUEST_DAY_OFF',
  'HOURS_COMPENSATION',
  'POINTS_ADJUST',
  'MEDICAL_CERTIFICATE',
  'PARTIAL_MEDICAL_CERTIFICATE',
] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];

/** How a request's reason reads in tables and dialogs (002 §3). */
export const REQUEST_REASON_LABEL: Record<RequestReason, string> = {
  CHANGE_DAY_OFF: 'Troca de folga',
  REQUEST_DAY_OFF: 'Pedido de folga',
  HOURS_COMPENSATION: 'Compensação de horas',
  POINTS_ADJUST: 'Ajuste do ponto',
  MEDICAL_CERTIFICATE: 'Atestado',
  PARTIAL_MEDICAL_CERTIFICATE: 'Atestado parcial',
};

export const REQUEST_STATUSES = ['IN_ANALYSIS', 'APPROVED', 'DISAPPROVED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABEL: Record<RequestStatus, string> = {
  IN_ANALYSIS: 'Em análise',
  APPROVED: 'Aprovado',
  DISAPPROVED: 'Reprovado',
};

/** The reasons of the AJUSTAR PONTO dialog, as it names them (002 §5.1). */
export const ADJUST_REASONS = ['POINTS_ADJUST', 'MEDICAL_CERTIFICATE', 'PARTIAL_MEDICAL_CERTIFICATE'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

export const ADJUST_REASON_LABEL: Record<AdjustReason, string> = {
  POINTS_ADJUST: 'Ajuste de Ponto',
  MEDICAL_CERTIFICATE: 'Atestado',
  PARTIAL_MEDICAL_CERTIFICATE: 'Atestado Parcial',
};

/**
 * The reasons the adjust dialog offers for an alert (002 §5.1): only 'Ajuste de Ponto' for a pending point;
 * for an absence also 'Atestado', and 'Atestado Parcial' when the absence is on one fixed date. Every alert of
 * ours is about one day (one alert per person, day and point), so `days` is 1 unless a caller adjusts a run of
 * absences at once.
 */
export function adjustReasons(alertType: AlertType, days = 1): AdjustReason[] {
  if (alertType === 'PENDING_POINT') return ['POINTS_ADJUST'];
  return days === 1 ? ['POINTS_ADJUST', 'MEDICAL_CERTIFICATE', 'PARTIAL_MEDICAL_CERTIFICATE'] : ['POINTS_ADJUST', 'MEDICAL_CERTIFICATE'];
}

/** The adjust dialog asks for the corrected time only for a pending point (002 §5.1). */
export const asksRegisterTime = (alertType: AlertType, reason: RequestReason | '') => alertType === 'PENDING_POINT' && reason === 'POINTS_ADJUST';

/** The partial certificate's start and end hours show only for its own reason (002 §5.1). */
export const asksPartialHours = (reason: RequestReason | '') => reason === 'PARTIAL_MEDICAL_CERTIFICATE';

/** The reasons of the SOLICITAR dialog (002 §5.2): the day-off swap exists but is not offered. */
export const ASK_REASONS = ['REQUEST_DAY_OFF', 'HOURS_COMPENSATION'] as const;
export type AskReason = (typeof ASK_REASONS)[number];

export const ASK_REASON_LABEL: Record<AskReason, string> = {
  REQUEST_DAY_OFF: 'Pedir Folga',
  HOURS_COMPENSATION: 'Compensação de horas',
};

/**
 * HR's reason select on SOLICITAÇÕES (002 §2.3: Motivo, Atestado, Ajuste de ponto, Folga). Each option stands
 * for a group: 'Atestado' takes both certificates, 'Folga' the day-off request and the swap.
 */
export const IN_ANALYSIS_REASON_FILTERS = ['MEDICAL_CERTIFICATE', 'POINTS_ADJUST', 'REQUEST_DAY_OFF'] as const;
export type InAnalysisReasonFilter = (typeof IN_ANALYSIS_REASON_FILTERS)[number];

export const IN_ANALYSIS_REASON_FILTER_LABEL: Record<InAnalysisReasonFilter, string> = {
  MEDICAL_CERTIFICATE: 'Atestado',
  POINTS_ADJUST: 'Ajuste de ponto',
  REQUEST_DAY_OFF: 'Folga',
};

const FILTER_GROUP: Record<InAnalysisReasonFilter, readonly RequestReason[]> = {
  MEDICAL_CERTIFICATE: ['MEDICAL_CERTIFICATE', 'PARTIAL_MEDICAL_CERTIFICATE'],
  POINTS_ADJUST: ['POINTS_ADJUST'],
  REQUEST_DAY_OFF: ['REQUEST_DAY_OFF', 'CHANGE_DAY_OFF'],
};

/** True when a request of `reason` is shown under HR's filter option (none chosen: every request). */
export function matchesReasonFilter(reason: RequestReason, filter: InAnalysisReasonFilter | undefined): boolean {
  return filter === undefined || FILTER_GROUP[filter].includes(reason);
}

/** A request's attachment, a PDF the API accepted (key of the kept file). */
export interface RequestAttachment {
  key: string;
  name: string;
  size: number;
}

interface ApprovedBase {
  id: string;
  /** The calendar day the request is about ('yyyy-MM-dd', on the company's calendar). */
  day: string;
  justification: string;
  attachment: RequestAttachment | null;
  /** ISO instant of the approval. */
  approvedAt: string;
}

/**
 * An approved request as the day engine reads it (functions/src/modules/timeclock/approved.ts). A punch
 * adjustment never edits a punch: it is a new record that counts from its approval, linked to the alert and, when
 * one exists, to the punch it corrects. An adjustment without `registerDate` justifies the alert's absence.
 */
export type ApprovedRequest =
  | (ApprovedBase & {
      reason: 'POINTS_ADJUST';
      alertId: string;
      alertType: AlertType;
      pointType: PointType | null;
      /** The break of the alert's point (the plan's break id), when the point is a break's. */
      breakId: string | null;
      breakName: string | null;
      /** The corrected time, ISO with the company's offset; null for a justified absence. */
      registerDate: string | null;
      /** NSR of the punch it corrects, when one was recorded for that point. */
      punchNsr: number | null;
    })
  | (ApprovedBase & { reason: 'MEDICAL_CERTIFICATE' | 'REQUEST_DAY_OFF' | 'CHANGE_DAY_OFF'; alertId: string | null })
  | (ApprovedBase & {
      reason: 'PARTIAL_MEDICAL_CERTIFICATE';
      alertId: string;
      /** 'HH:mm' on the day, start before end: the hours the certificate covers. */
      startHour: string;
      endHour: string;
    })
  | (ApprovedBase & {
      reason: 'HOURS_COMPENSATION';
      /** Minutes of the hours bank the person takes off that day (the ledger holds the debit). */
      minutes: number;
    });
