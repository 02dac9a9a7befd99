import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@colabora/core/auth/schema';
import { STATUS_ACTIVE_LABEL } from '@colabora/core/enums';
import { formatDate } from '@/lib/format-date';

const NOT_INFORMED = '-----';

export type CollaboratorStatus = Pick<SessionUser, 'statusActive' | 'admissionDate'>;

/** Spec 000 §2.3: the collaborator menu shows their status and admission date (dd/MM/yyyy). */
export function CollaboratorSummary({ status }: { status: CollaboratorStatus }) {
  return (
    <Stack component="dl" spacing={0.25} sx={{ mt: 1.5, mb: 0, '& dd': { m: 0 } }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        Status
      </Typography>
      <Typography component="dd" variant="body2" fontWeight={500}>
        {status.statusActive ? STATUS_ACTIVE_LABEL[status.statusActive] : NOT_INFORMED}
      </Typography>
      <Typography component="dt" variant="caption" color="text.secondary">
        Data de admissão
      </Typography>
      <Typography component="dd" variant="body2" fontWeight={500}>
        {formatDate(status.admissionDate) ?? NOT_INFORMED}
      </Typography>
    </Stack>
  );
}
