import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { formatCentavos } from '@colabora/core/money';
import { ADDITIONAL_LABEL, HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { formatDate } from '@/lib/format-date';
import { yesNo } from '@/lib/display-format';
import { InfoGrid, type InfoItem } from './info-grid';

/** What HR saved on the tab, read-only once the step is approved. */
export function HiringDataInfo({ hiring }: { hiring: CollaboratorDetail['hiringData'] }) {
  const additional = hiring.additional;
  const items: InfoItem[] = [
    { label: HIRING_DATA_LABEL.regime, value: hiring.regime },
    { label: HIRING_DATA_LABEL.salary, value: formatCentavos(hiring.salary) },
    { label: HIRING_DATA_LABEL.hasStandardSalary, value: yesNo(hiring.hasStandardSalary) },
    { label: HIRING_DATA_LABEL.vt, value: formatCentavos(hiring.vt) },
    { label: HIRING_DATA_LABEL.va, value: formatCentavos(hiring.va) },
    { label: HIRING_DATA_LABEL.vr, value: formatCentavos(hiring.vr) },
    { label: HIRING_DATA_LABEL.workdayName, value: hiring.workdayName },
    { label: HIRING_DATA_LABEL.placeOfWork, value: hiring.placeOfWork },
    ...(hasExperiencePeriod(hiring.regime)
      ? [
          { label: HIRING_DATA_LABEL.experiencePeriod, value: hiring.experiencePeriod && `${hiring.experiencePeriod} dias` },
          { label: HIRING_DATA_LABEL.beginningOfFirstPeriod, value: formatDate(hiring.beginningOfFirstPeriod) },
          { label: HIRING_DATA_LABEL.endOfFirstPeriod, value: formatDate(hiring.endOfFirstPeriod) },
          { label: HIRING_DATA_LABEL.startOfSecondPeriod, value: formatDate(hiring.startOfSecondPeriod) },
          { label: HIRING_DATA_LABEL.endOfSecondPeriod, value: formatDate(hiring.endOfSecondPeriod) },
        ]
      : []),
    { label: ADDITIONAL_LABEL.warning, value: yesNo(additional?.warning) },
    {
      label: ADDITIONAL_LABEL.unhealthy,
      value: additional?.unhealthy ? `${additional.unhealthyPercentage ?? ''}%` : yesNo(additional?.unhealthy),
    },
    { label: ADDITIONAL_LABEL.risk, value: yesNo(additional?.risk) },
    { label: ADDITIONAL_LABEL.dangerousness, value: yesNo(additional?.dangerousness) },
  ];
  return <InfoGrid items={items} />;
}
