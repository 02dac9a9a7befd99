// The points of a working day and the alerts about them (spec 002 §3 PointRegister, PointAlert).

export const POINT_TYPES = [
  'ENTRY',
  'MAIN_BREAK_START',
  'MAIN_BREAK_RETURN',
  'BREAK_START',
  'BREAK_RETURN',
  'EXIT',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Labels of 002 §3: a break's own points read Ida and Volta after its name. */
export const POINT_TYPE_LABEL: Record<PointType, string> = {
  ENTRY: 'Entrada',
  EXIT: 'Saída',
  MAIN_BREAK_START: 'Intervalo principal - Ida',
  MAIN_BREAK_RETURN: 'Intervalo principal - Volta',
  BREAK_START: 'Ida',
  BREAK_RETURN: 'Volta',
};

export const ALERT_TYPES = ['ABSENCE', 'PENDING_POINT'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_TYPE_LABEL: Record<AlertType, string> = {
  ABSENCE: 'Falta',
  PENDING_POINT: 'Pendência de ponto',
};

/** A point as people read it: a break's own points carry its name ('Café - Ida'). */
export function pointLabel(pointType: PointType, breakName: string | null | undefined): string {
  const label = POINT_TYPE_LABEL[pointType];
  return breakName && (pointType === 'BREAK_START' || pointType === 'BREAK_RETURN') ? `${breakName} - ${label}` : label;
}
