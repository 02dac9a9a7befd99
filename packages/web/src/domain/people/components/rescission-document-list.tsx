import DeleteOutline from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DISMISSAL_DOCUMENT_KINDS,
  DISMISSAL_DOCUMENT_LABEL,
  type DismissalDocumentKind,
  type DismissalDocuments,
} from '@colabora/core/dismissal/documents';
import { OpenFileButton } from '@/components/files/file-link-button';
import { fetchDismissalDocumentBlob } from '@/domain/people/api/dismissal-document-file';
import { formatDate } from '@/lib/format-date';

const OPEN_LABEL = 'Ver documento';

interface RescissionDocumentListProps {
  userId: string;
  documents: DismissalDocuments;
  /** Names the list for assistive technology. */
  label: string;
  emptyText: string;
  /** HR removes a document (after confirming); absent for the person, who only reads them. */
  onRemove?: (kind: DismissalDocumentKind) => void;
}

/** The rescission documents sent (002 §3 'Dismissal documents'), each opened through a short-lived link. */
export function RescissionDocumentList({ userId, documents, label, emptyText, onRemove }: RescissionDocumentListProps) {
  const sent = DISMISSAL_DOCUMENT_KINDS.flatMap((kind) => {
    const file = documents[kind];
    return file ? [{ kind, file }] : [];
  });
  if (sent.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {sent.map(({ kind, file }) => (
        <ListItem key={kind} divider disableGutters>
          <ListItemText
            primary={DISMISSAL_DOCUMENT_LABEL[kind]}
            secondary={[file.name, formatDate(file.uploadedAt)].filter(Boolean).join(' · ')}
          />
          <Stack direction="row" spacing={1} alignItems="center">
            <OpenFileButton
              fetchBlob={() => fetchDismissalDocumentBlob(userId, kind)}
              label={OPEN_LABEL}
              aria-label={`${OPEN_LABEL}: ${DISMISSAL_DOCUMENT_LABEL[kind]}`}
            />
            {onRemove && (
              <IconButton aria-label={`Remover ${DISMISSAL_DOCUMENT_LABEL[kind]}`} onClick={() => onRemove(kind)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
