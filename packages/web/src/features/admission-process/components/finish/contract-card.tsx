import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTRACT_LABEL,
  CONTRACT_STATUS_LABEL,
  type ContractFile,
  type ContractName,
  type ContractStatus,
} from '@colabora/core/admission/admission-files';
import { FileLinkButton } from '@/components/files/file-link-button';
import { ContractSignForm } from './contract-sign-form';
import { ContractViewer } from './contract-viewer';

const STATUS_COLOR: Record<ContractStatus, ChipProps['color']> = { sent: 'warning', approved: 'success', rejected: 'error' };

/** One contract with its status (001 §3); one waiting for signature is read and signed right here. */
export function ContractCard({ userId, name, file }: { userId: string; name: ContractName; file: ContractFile }) {
  const label = CONTRACT_LABEL[name];
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {label}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[file.status]} label={CONTRACT_STATUS_LABEL[file.status]} />
        </Stack>
        {file.status === 'sent' ? (
          <>
            <ContractViewer userId={userId} fileKey={file.key} label={label} />
            <ContractSignForm userId={userId} contract={name} />
          </>
        ) : (
          <FileLinkButton userId={userId} fileKey={file.key} sx={{ alignSelf: 'flex-start' }} />
        )}
      </Stack>
    </Paper>
  );
}
