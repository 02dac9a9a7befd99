import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { FileLinkButton } from '@/components/files/file-link-button';
import { useFileUrl } from '@/lib/file-link';
import { FINISH_MSG } from './finish-messages';
import { RetryAlert } from '@/components/retry-alert';

const READER_HEIGHT = { xs: 420, md: 600 };

/**
 * The contract to read before signing, shown inside the page from its bytes (fetched through a short-lived
 * link). Some browsers (most phones) show no PDF inside a page, so it also opens in a new tab.
 */
export function ContractViewer({ userId, fileKey, label }: { userId: string; fileKey: string; label: string }) {
  const contract = useFileUrl(userId, fileKey);
  return (
    <Stack spacing={1} alignItems="flex-start">
      {contract.isPending && (
        <Box
          role="status"
          aria-label={FINISH_MSG.contractLoading}
          sx={{ display: 'grid', placeItems: 'center', width: '100%', height: READER_HEIGHT }}
        >
          <CircularProgress aria-label={FINISH_MSG.contractLoading} />
        </Box>
      )}
      {contract.isError && (
        <RetryAlert
          message={FINISH_MSG.contractUnavailable}
          retrying={contract.isFetching}
          onRetry={() => void contract.refetch()}
        />
      )}
      {contract.data && (
        <Box
          component="iframe"
          src={contract.data}
          title={FINISH_MSG.contractReader(label)}
          sx={{ width: '100%', height: READER_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <FileLinkButton userId={userId} fileKey={fileKey} label={FINISH_MSG.openInNewTab} startIcon={<OpenInNewIcon />} />
    </Stack>
  );
}
