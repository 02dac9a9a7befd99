import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTRACT_LABEL,
  CONTRACT_STATUS_LABEL,
  type ContractStatus,
} from '@colabora/core/admission/admission-files';
import { FileLinkButton } from '@/components/files/file-link-button';
import { formatDate } from '@/lib/format-date';
import { EMPLOYEE_MSG } from '../messages';
import type { ContractEntry } from './contract-groups';

// Outlined chips: the status colour is the text on the page's white, which the theme keeps at AA.
const STATUS_COLOR: Record<ContractStatus, 'warning' | 'success' | 'error'> = {
  sent: 'warning',
  approved: 'success',
  rejected: 'error',
};

interface ContractDocumentsProps {
  userId: string;
  /** Names the list for assistive technology (the tab's title). */
  label: string;
  entries: readonly ContractEntry[];
}

/** The person's documents of one tab, read-only: status, date sent, and a short-lived link to open each. */
export function ContractDocuments({ userId, label, entries }: ContractDocumentsProps) {
  if (entries.length === 0) return <Typography color="text.secondary">{EMPLOYEE_MSG.noContracts}</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {entries.map(({ name, file }) => (
        <ListItem key={name} divider disableGutters>
          <ListItemText
            primary={CONTRACT_LABEL[name]}
            secondary={[file.name, formatDate(file.uploadedAt)].filter(Boolean).join(' · ')}
          />
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Chip size="small" variant="outlined" color={STATUS_COLOR[file.status]} label={CONTRACT_STATUS_LABEL[file.status]} />
            <FileLinkButton
              userId={userId}
              fileKey={file.key}
              label={EMPLOYEE_MSG.openContract}
              aria-label={`${EMPLOYEE_MSG.openContract}: ${CONTRACT_LABEL[name]}`}
            />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
