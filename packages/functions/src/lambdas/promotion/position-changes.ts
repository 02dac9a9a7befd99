import type { HistoryChange } from '../../modules/person/history';
import type { PromotionPosition } from '@colabora/core/promotion/schema';
import { formatCentavos } from '@colabora/core/money';

// What a promotion changes, as the person's history shows it (field, before, after in display text).

const FIELDS: [label: string, show: (position: PromotionPosition) => string | null][] = [
  ['Cargo', (position) => position.jobRole?.name ?? null],
  ['Departamento', (position) => position.department?.name ?? null],
  ['Regime de contratação', (position) => position.regime],
  ['Salário', (position) => formatCentavos(position.salary)],
  ['Vale transporte', (position) => formatCentavos(position.vt)],
  ['Vale alimentação', (position) => formatCentavos(position.va)],
  ['Vale refeição', (position) => formatCentavos(position.vr)],
];

/** The fields that differ between two positions. */
export function positionChanges(before: PromotionPosition, after: PromotionPosition): HistoryChange[] {
  return FIELDS.flatMap(([field, show]) => {
    const [was, is] = [show(before), show(after)];
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}
