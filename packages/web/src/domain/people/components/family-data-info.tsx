import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { FAMILY_DATA_LABEL } from '@colabora/core/people/field-labels';
import { formatDate } from '@/lib/format-date';
import { formatCpf, yesNo } from '@/lib/display-format';
import { InfoGrid } from './info-grid';

type Data = NonNullable<CollaboratorDetail['familyData']>;

export function FamilyDataInfo({ data }: { data: Data }) {
  return (
    <Stack spacing={3}>
      <InfoGrid
        items={[
          { label: FAMILY_DATA_LABEL.maritalStatus, value: data.maritalStatus },
          { label: FAMILY_DATA_LABEL.mothersName, value: data.mothersName },
          { label: FAMILY_DATA_LABEL.fathersName, value: data.fathersName },
          { label: FAMILY_DATA_LABEL.hasDependents, value: yesNo(data.hasDependents) },
        ]}
      />
      {data.dependents.map((dependent, index) => (
        <Stack key={dependent.dependentCpf} spacing={1}>
          <Typography variant="subtitle2" component="h3">{`Dependente ${index + 1}`}</Typography>
          <InfoGrid
            items={[
              { label: 'Nome completo', value: dependent.dependentName },
              { label: 'Tipo', value: dependent.dependentType },
              { label: 'Data de nascimento', value: formatDate(dependent.dependentbirthDate) },
              { label: 'CPF', value: formatCpf(dependent.dependentCpf) },
            ]}
          />
        </Stack>
      ))}
    </Stack>
  );
}
