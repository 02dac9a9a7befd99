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
import { CONTRACT_TEXT } from './contract-messages';

// Outlined chips: the status colour is the text on the page's white, which the theme keeps at AA.
const STATUS_COLOR: Record<ContractStatus, 'warning' | 'success' | 'error'> = {
  sent: 'warning',
  approved: 'success',
  rejected: 'error',
};

type Action = 'remove' | 'markSigned';

interface Pending {
  open: boolean;
  action: Action;
  contract: ContractName;
}

interface ContractListProps {
  userId: string;
  contracts: CollaboratorDetail['contracts'];
  /** Removes an unsigned contract; rejects when it failed (its notice says why). */
  remove: (contract: ContractName) => Promise<unknown>;
  /** Records a contract waiting for its signature as signed elsewhere. */
  markSigned: (contract: ContractName) => Promise<unknown>;
}

/** The contracts sent, with their status; a signed one can be neither removed nor replaced. */
export function ContractList({ userId, contracts, remove, markSigned }: ContractListProps) {
  // Kept while the dialog fades out, so its text does not change.
  const [pending, setPending] = useState<Pending>({ open: false, action: 'remove', contract: 'employementContract' });
  const [busy, setBusy] = useState(false);
  const close = () => setPending((current) => ({ ...current, open: false }));
  const sent = CONTRACT_NAMES.filter((name) => contracts[name]);
  const texts = CONTRACT_TEXT.confirm[pending.action];
  const actions: Record<Action, (contract: ContractName) => Promise<unknown>> = { remove, markSigned };

  async function confirm() {
    setBusy(true);
    try {
      await actions[pending.action](pending.contract);
      close();
    } catch {
      // The notice said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  if (sent.length === 0) return <Typography color="text.secondary">{CONTRACT_TEXT.noContracts}</Typography>;
  return (
    <>
      <List dense aria-label="Contratos" disablePadding>
        {sent.map((name) => {
          const contract = contracts[name];
          if (!contract) return null;
          return (
            <ListItem key={name} divider disableGutters>
              <ListItemText primary={CONTRACT_LABEL[name]} secondary={contract.name} />
              <Stack direction="row" spacing={1} alignItems="center">
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[contract.status]}
                  label={CONTRACT_STATUS_LABEL[contract.status]}
                />
                <FileLinkButton userId={userId} fileKey={contract.key} label="Ver contrato" />
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
        message={texts.message(CONTRACT_LABEL[pending.contract])}
        confirmLabel={texts.confirm}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
