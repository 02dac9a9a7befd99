import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { formatCentavos } from '@colabora/core/money';
import { formatDate } from '@/lib/format-date';
import { yesNo } from './display-format';
import { InfoGrid, type InfoItem } from './info-grid';

/** What HR saved on the tab, read-only once the step is approved. */
export function HiringDataInfo({ hiring }: { hiring: CollaboratorDetail['hiringData'] }) {
  const additional = hiring.additional;
  const items: InfoItem[] = [
    { label: 'Regime', value: hiring.regime },
    { label: 'Salário', value: formatCentavos(hiring.salary) },
    { label: 'Padrão ao cargo', value: yesNo(hiring.hasStandardSalary) },
    { label: 'Vale transporte', value: formatCentavos(hiring.vt) },
    { label: 'Vale alimentação', value: formatCentavos(hiring.va) },
    { label: 'Vale refeição', value: formatCentavos(hiring.vr) },
    { label: 'Jornada de trabalho', value: hiring.workdayName },
    ...(hasExperiencePeriod(hiring.regime)
      ? [
          { label: 'Período de experiência', value: hiring.experiencePeriod && `${hiring.experiencePeriod} dias` },
          { label: 'Início do primeiro período', value: formatDate(hiring.beginningOfFirstPeriod) },
          { label: 'Fim do primeiro período', value: formatDate(hiring.endOfFirstPeriod) },
          { label: 'Início do segundo período', value: formatDate(hiring.startOfSecondPeriod) },
          { label: 'Fim do segundo período', value: formatDate(hiring.endOfSecondPeriod) },
        ]
      : []),
    { label: 'Sobreaviso', value: yesNo(additional?.warning) },
    {
      label: 'Insalubridade',
      value: additional?.unhealthy ? `${additional.unhealthyPercentage ?? ''}%` : yesNo(additional?.unhealthy),
    },
    { label: 'Risco', value: yesNo(additional?.risk) },
    { label: 'Periculosidade', value: yesNo(additional?.dangerousness) },
  ];
  return <InfoGrid items={items} />;
}
