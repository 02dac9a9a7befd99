import { formatCentavos } from '@colabora/core/money';
import { personFieldLabel } from '@colabora/core/people/field-labels';
import type { PersonEventKind } from '@colabora/core/people/history';
import { formatDate } from '@/lib/format-date';

// How the history panel words what the API recorded: a field path ('familyData.maritalStatus') as the label its
// tab shows ('Estado civil', from core's one list of them), a stored value as people read it (dd/MM/yyyy,
// R$ 1.234,56, Sim/Não), and the kind of event in words. Entries the API already words ('Cargo', 'R$ 3.500,00')
// pass through unchanged.

/** Money fields hold integer centavos. */
const MONEY_FIELDS = new Set(['salary', 'vt', 'va', 'vr', 'baseSalary']);

/** What happened, by the kind the API stores; an unknown kind shows as stored. */
const KIND_LABEL: Record<PersonEventKind, string> = {
  changed: 'Dados alterados',
  archived: 'Colaborador arquivado',
  removed: 'Colaborador removido',
  dataExported: 'Dados exportados',
  promotionProposed: 'Promoção proposta',
  promotionConfirmed: 'Promoção confirmada',
  promotionCancelled: 'Promoção cancelada',
  payslipAdded: 'Holerite enviado',
  payslipRemoved: 'Holerite removido',
  activityRegistered: 'Status registrado',
  leaveEnded: 'Retorno do afastamento',
  dismissalStarted: 'Processo de demissão iniciado',
  dismissalChanged: 'Dados da demissão alterados',
  dismissalReactivated: 'Colaborador reativado',
  dismissalConcluded: 'Colaborador desligado',
};

const lastSegment = (field: string) => field.split('.').at(-1) ?? field;

/** Own entries only: a stored name such as 'constructor' is no label. */
const labelIn = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : null);

export function historyFieldLabel(field: string): string {
  return personFieldLabel(field) ?? field;
}

export function historyKindLabel(kind: string): string {
  return labelIn(KIND_LABEL, kind) ?? kind;
}

/** A stored JSON value (a quoted text, a boolean, a list, an object) in words; other texts as they are. */
function fromJson(text: string): unknown {
  if (!/^["[{]|^(true|false)$/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function described(value: unknown, money: boolean): string {
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return money ? formatCentavos(value) : String(value);
  if (Array.isArray(value)) return value.map((item) => described(item, money)).join(', ');
  if (typeof value === 'object' && value !== null) {
    // A stored file or a dependent: its name says which.
    const named = value as { name?: unknown; dependentName?: unknown };
    const name = named.name ?? named.dependentName;
    return typeof name === 'string' ? name : JSON.stringify(value);
  }
  const text = String(value);
  if (money && /^\d+$/.test(text)) return formatCentavos(Number(text));
  return /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(text) ? (formatDate(text) ?? text) : text;
}

/** A before or after value for people to read; null when the field was empty. */
export function historyValue(field: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  return described(fromJson(value), MONEY_FIELDS.has(lastSegment(field)));
}
