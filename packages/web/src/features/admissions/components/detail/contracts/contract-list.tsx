import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import {
  CONTRACT_LABEL,
  CONTRACT_MSG,
  CONTRACT_NAMES,
  CONTRACT_STATUS_LABEL,
  type ContractName,
  type ContractStatus,
} from '@colabora/core/admission/admission-files';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FileLinkButton } from '@/components/files/file-link-button';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { useDeleteContract } from '../../../api/delete-contract';
import { useMarkContractSigned } from '../../../api/mark-contract-signed';

const STATUS_COLOR: Record<ContractStatus, 'warning' | 'success' | 'error'> = {
  sent: 'warning',
  approved: 'success',
  rejected: 'error',
};

interface Pending {
  open: boolean;
  action: 'remove' | 'markSigned';
  contract: ContractName;
}

/** The contracts sent, with their status; a signed one can be neither removed nor replaced. */
export function ContractList({ detail }: { detail: CollaboratorDetail }) {
  const remove = useDeleteContract(detail._id);
  const markSigned = useMarkContractSigned(detail._id);
  // Kept while the dialog fades out, so its text does not change.
  const [pending, setPending] = useState<Pending>({ open: false, action: 'remove', contract: 'employementContract' });
  const close = () => setPending((current) => ({ ...current, open: false }));
  const sent = CONTRACT_NAMES.filter((name) => detail.contracts[name]);
  const label = CONTRACT_LABEL[pending.contract];
  const mutation = pending.action === 'remove' ? remove : markSigned;
  const texts = DETAIL_MSG.contractConfirm[pending.action];

  if (sent.length === 0) return <Typography color="text.secondary">{DETAIL_MSG.noContracts}</Typography>;
  return (
    <>
      <List dense aria-label="Contratos" disablePadding>
        {sent.map((name) => {
          const contract = detail.contracts[name];
          if (!contract) return null;
          return (
            <ListItem key={name} divider disableGutters>
              <ListItemText primary={CONTRACT_LABEL[name]} secondary={contract.name} />
              <Stack direction="row" spacing={1} alignItems="center">
                <Chip size="small" color={STATUS_COLOR[contract.status]} label={CONTRACT_STATUS_LABEL[contract.status]} />
                <FileLinkButton userId={detail._id} fileKey={contract.key} label="Ver contrato" />
                {contract.status === 'sent' && (
                  <Button size="small" onClick={() => setPending({ open: true, action: 'markSigned', contract: name })}>
                    {CONTRACT_MSG.markSigned}
                  </Button>
                )}
                {contract.status !== 'approved' && (
                  <IconButton
                    aria-label={`Remover ${CONTRACT_LABEL[name]}`}
                    onClick={() => setPending({ open: true, action: 'remove', contract: name })}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={pending.open}
        title={texts.title}
        message={texts.message(label)}
        confirmLabel={texts.confirm}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate(pending.contract, { onSuccess: close })}
        onClose={close}
      />
    </>
  );
}
