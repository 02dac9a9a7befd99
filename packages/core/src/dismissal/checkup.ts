import * as z from 'zod/mini';
import { MSG } from '../messages';
import { DISMISSAL_MSG } from './messages';

// CHECKUP (002 §2.7 tab 0, §3 Checkup, §4.5, §5.8): six conditions and the approval. A ticked condition
// disables the approval, an approval disables the conditions; every box must be answered.

export const CHECKUP_CONDITIONS = [
  'pregnant',
  'workAccident',
  'sicknessAid',
  'suspendedContract',
  'representativeEmployee',
  'otherConditions',
] as const;
export type CheckupCondition = (typeof CHECKUP_CONDITIONS)[number];
export type Checkup = Record<CheckupCondition, boolean>;

/** The conditions that give a temporary job protection (labour-law.md §5): all but 'other conditions'. */
export const STABILITY_CONDITIONS = [
  'pregnant',
  'workAccident',
  'sicknessAid',
  'suspendedContract',
  'representativeEmployee',
] as const satisfies readonly CheckupCondition[];
export type StabilityCondition = (typeof STABILITY_CONDITIONS)[number];

/** Ours: the spec names the fields only. */
export const CHECKUP_CONDITION_LABEL: Record<CheckupCondition, string> = {
  pregnant: 'Gestante',
  workAccident: 'Acidente de trabalho',
  sicknessAid: 'Auxílio-doença',
  suspendedContract: 'Contrato suspenso',
  representativeEmployee: 'Representante dos empregados (CIPA ou sindicato)',
  otherConditions: 'Outras condições',
};

export const APPROVED_CHECKUP_LABEL = 'Check up aprovado';

/** The legal notes 002 §5.8 shows beside the conditions, in Portuguese (labour-law.md §5). */
export const CHECKUP_LEGAL_NOTE: Partial<Record<CheckupCondition, string>> = {
  pregnant: 'Estabilidade da confirmação da gravidez até o 5º mês após o parto (ADCT art. 10, II, b).',
  workAccident: 'Estabilidade de 1 ano após o fim do auxílio-doença acidentário (Lei 8.213/1991, art. 118).',
  sicknessAid: 'Contrato suspenso durante o auxílio-doença: 30 dias, até 120 por acordo.',
  representativeEmployee: 'Estabilidade até 1 ano após o fim do mandato (ADCT art. 10, II, a; CLT art. 543, §3º).',
};

export const NO_CONDITIONS: Checkup = {
  pregnant: false,
  workAccident: false,
  sicknessAid: false,
  suspendedContract: false,
  representativeEmployee: false,
  otherConditions: false,
};

/** The conditions ticked. */
export function tickedConditions(checkup: Checkup): CheckupCondition[] {
  return CHECKUP_CONDITIONS.filter((condition) => checkup[condition]);
}

/** The stability conditions ticked. */
export function tickedStabilityConditions(checkup: Checkup): StabilityCondition[] {
  return STABILITY_CONDITIONS.filter((condition) => checkup[condition]);
}

/** The approval is refused (and its box disabled) while any condition is ticked (002 §4.5). */
export function canApproveCheckup(checkup: Checkup): boolean {
  return tickedConditions(checkup).length === 0;
}

const answered = () => z.boolean({ error: MSG.required });

export const checkupSchema = z.object(
  Object.fromEntries(CHECKUP_CONDITIONS.map((condition) => [condition, answered()])) as Record<CheckupCondition, ReturnType<typeof answered>>,
  { error: MSG.required },
);

/** Body of PUT /api/users/dismissal-details/{userId} for the CHECKUP tab, and the tab's form values. */
export const checkupBodySchema = z
  .object({ approvedCheckup: answered(), checkup: checkupSchema })
  .check(
    z.refine((body) => !body.approvedCheckup || canApproveCheckup(body.checkup), {
      error: DISMISSAL_MSG.checkupBlocked,
      path: ['approvedCheckup'],
    }),
  );
export type CheckupBody = z.infer<typeof checkupBodySchema>;
