// The enumeration catalogue of spec 000 §3 (typos kept: they are stored values).
export const ROLES = [
  'ADMINISTRATOR',
  'ADMINISTRATOR_COMPANY',
  'HUMAN_RESOURCES_MANAGMENT',
  'EMPLOYEE',
  'ADMISSION_PROCESS',
  'WAITING_CONTRACT_SIGN',
] as const;
export type Role = (typeof ROLES)[number];

export const HR_ROLES = ['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT'] as const satisfies readonly Role[];
export const CANDIDATE_ROLES = ['ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN'] as const satisfies readonly Role[];

export const STATUS_ACTIVE = [
  'WORK_EXPERIENCE',
  'HIRED',
  'MEDICAL_CERTIFICATE',
  'INSS_REMOVAL',
  'DAY_OFF',
  'VACATION',
  'WEEKLY_REST',
  'SUSPENSION',
  'MATERNITY_LEAVE',
  'PATERNITY_LEAVE',
  'UNPAID_LEAVE',
  'DISMISSED',
  'REGISTERED',
  'PENDING',
  'WAITING',
] as const;
export type StatusActive = (typeof STATUS_ACTIVE)[number];

/** Labels shown to people for each status (the menu shows the collaborator's status). */
export const STATUS_ACTIVE_LABEL: Record<StatusActive, string> = {
  WORK_EXPERIENCE: 'Em experiência',
  HIRED: 'Efetivado',
  MEDICAL_CERTIFICATE: 'Atestado médico',
  INSS_REMOVAL: 'Afastamento INSS',
  DAY_OFF: 'Folga',
  VACATION: 'Férias',
  WEEKLY_REST: 'Descanso semanal',
  SUSPENSION: 'Suspensão',
  MATERNITY_LEAVE: 'Licença maternidade',
  PATERNITY_LEAVE: 'Licença paternidade',
  UNPAID_LEAVE: 'Licença não remunerada',
  DISMISSED: 'Desligado',
  REGISTERED: 'Cadastrado',
  PENDING: 'Pendente',
  WAITING: 'Aguardando',
};

export const REGIMES = ['5x2', '6x1', '5x1', 'CALL_CENTER_30', 'CALL_CENTER_36', '12/36', '24/48'] as const;
/** A journey's scale type (workday/options.ts SCALE_TYPES labels them). */
export type Regime = (typeof REGIMES)[number];
