import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { formatCentavos } from '@colabora/core/money';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { formatDate } from '@/lib/format-date';
import { WELCOME_MSG } from '../messages';

function allowance(centavos: number): string {
  return centavos > 0 ? formatCentavos(centavos) : WELCOME_MSG.notOffered;
}

/** What the company offers the candidate (spec 001 §2 'Candidate welcome/login'). */
export function OfferSummary({ candidate }: { candidate: CollaboratorDetail }) {
  const { hiringData } = candidate;
  const items: [string, string][] = [
    ['Empresa', candidate.company.name],
    ['Cargo', candidate.jobRole?.name ?? '—'],
    [HIRING_DATA_LABEL.salary, formatCentavos(hiringData.salary)],
    [HIRING_DATA_LABEL.regime, hiringData.regime],
    ['Vale-transporte', allowance(hiringData.vt)],
    ['Vale-alimentação', allowance(hiringData.va)],
    ['Vale-refeição', allowance(hiringData.vr)],
    ['Prazo para preenchimento', formatDate(candidate.limitDate) ?? '—'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        Olá, {candidate.fullName}!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Boas-vindas ao seu processo de admissão. Confira as condições da sua contratação e preencha seus dados até o
        prazo indicado.
      </Typography>
      <Box
        component="dl"
        aria-label="Condições da contratação"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2.5, m: 0 }}
      >
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="subtitle1" fontWeight={600} sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
