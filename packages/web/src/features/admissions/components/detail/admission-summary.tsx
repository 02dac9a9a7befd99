import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { useId } from 'react';
import { formatDate } from '@/lib/format-date';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { PERSON_MSG } from '@/domain/people/components/person-messages';
import { StepStatusStepper } from './step-status-stepper';

/** Regime, dates, e-social qualification (not held yet), percentage filled and the steps' review (001 §2). */
export function AdmissionSummary({ detail }: { detail: CollaboratorDetail }) {
  const filled = Math.round(detail.percentageFilled);
  const labelId = useId();
  return (
    <Paper variant="outlined" component="section" aria-label="Resumo da admissão" sx={{ p: 3, mb: 3 }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={4} alignItems="flex-end">
          <Box sx={{ flex: 1 }}>
            <InfoGrid
              items={[
                { label: HIRING_DATA_LABEL.regime, value: detail.hiringData.regime },
                { label: 'Data de admissão', value: formatDate(detail.admissionDate) },
                { label: 'Qualificação e-Social', value: PERSON_MSG.esocialNotInformed },
                { label: 'Prazo de preenchimento', value: formatDate(detail.limitDate) },
              ]}
            />
          </Box>
          <Box sx={{ width: 260, flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary" id={labelId}>
              Preenchimento
            </Typography>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <LinearProgress
                variant="determinate"
                value={filled}
                aria-labelledby={labelId}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" fontWeight={filled === 100 ? 700 : 400}>{`${filled}%`}</Typography>
            </Stack>
          </Box>
        </Stack>
        <StepStatusStepper steps={detail.steps} />
      </Stack>
    </Paper>
  );
}
