import { brazilianDate, isCalendarDay } from '@colabora/core/ground/calendar-day';
import { CHECKUP_CONDITIONS } from '@colabora/core/dismissal/checkup';
import { DISMISSAL_DOCUMENT_KINDS } from '@colabora/core/dismissal/documents';
import { DISMISSAL_STATUS_LABEL, type DismissalStatus } from '@colabora/core/dismissal/status';
import { DISMISSAL_ORIGIN_LABEL, NOTICE_KIND_LABEL, WARNING_DEFINITION_LABEL } from '@colabora/core/dismissal/termination';
import type { HistoryChange } from '../../modules/person/history';
import type { StoredProcess } from '../../modules/dismissal/stored-process';

// What a dismissal write changed, as the person's history shows it (person/history.ts): the status, each checkup
// box, each dismissal-data field (the stability justification included: the history keeps it) and each
// document, before and after, as display text.

const SHUT_DOWN_FIELDS = [
  'justCause',
  'dismissalOrigin',
  'notice',
  'warningDefinitions',
  'increasedCompanyTime',
  'resignationDate',
  'departureDate',
  'reason',
  'observations',
  'stabilityJustification',
] as const;

const LABELS: Record<string, Record<string, string>> = {
  dismissalOrigin: DISMISSAL_ORIGIN_LABEL,
  notice: NOTICE_KIND_LABEL,
  warningDefinitions: WARNING_DEFINITION_LABEL,
};

function text(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' && isCalendarDay(value)) return brazilianDate(value);
  if (typeof value === 'string') return LABELS[field]?.[value] ?? value;
  return JSON.stringify(value);
}

function status(value: DismissalStatus | null): string | null {
  return value && DISMISSAL_STATUS_LABEL[value];
}

/** The fields whose display text differs between the two processes (null: no process). */
export function dismissalChanges(before: StoredProcess, after: StoredProcess): HistoryChange[] {
  const pairs: [string, string | null, string | null][] = [
    ['statusDismissal', status(before.statusDismissal), status(after.statusDismissal)],
    ['approvedCheckup', text('approvedCheckup', before.approvedCheckup), text('approvedCheckup', after.approvedCheckup)],
    ...CHECKUP_CONDITIONS.map((condition): [string, string | null, string | null] => [
      `checkup.${condition}`,
      text(condition, before.checkup?.[condition]),
      text(condition, after.checkup?.[condition]),
    ]),
    ...SHUT_DOWN_FIELDS.map((field): [string, string | null, string | null] => [
      `shutDownData.${field}`,
      text(field, before.shutDownData?.[field]),
      text(field, after.shutDownData?.[field]),
    ]),
    // The experience contract's answers, under the labels the form asks them with (SHUT_DOWN_FIELD_LABEL).
    ['shutDownData.experienceExtended', text('extended', before.shutDownData?.experience?.extended), text('extended', after.shutDownData?.experience?.extended)],
    [
      'shutDownData.experienceReciprocalClause',
      text('reciprocalClause', before.shutDownData?.experience?.reciprocalClause),
      text('reciprocalClause', after.shutDownData?.experience?.reciprocalClause),
    ],
    ...DISMISSAL_DOCUMENT_KINDS.map((kind): [string, string | null, string | null] => [
      `dismissalDocuments.${kind}`,
      before.dismissalDocuments[kind]?.name ?? null,
      after.dismissalDocuments[kind]?.name ?? null,
    ]),
  ];
  return pairs.filter(([, was, is]) => was !== is).map(([field, was, is]) => ({ field, before: was, after: is }));
}
