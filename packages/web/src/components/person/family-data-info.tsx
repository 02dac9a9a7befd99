import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { formatDate } from '@/lib/format-date';
import { formatCpf, yesNo } from './display-format';
import { InfoGrid } from './info-grid';

type Data = NonNullable<CollaboratorDetail['familyData']>;

export function FamilyDataInfo({ data }: { data: Data }) {
  return (
    <Stack spacing={3}>
      <InfoGrid
        items={[
          { label: 'Estado civil', value: data.maritalStatus },
          { label: 'Nome da mãe', value: data.mothersName },
          { label: 'Nome do pai', value: data.fathersName },
          { label: 'Possui dependentes', value: yesNo(data.hasDependents) },
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
