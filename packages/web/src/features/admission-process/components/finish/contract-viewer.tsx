import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { FileLinkButton } from '@/components/files/file-link-button';
import { fileLinkQueryOptions } from '@/lib/file-link';
import { FINISH_MSG } from './finish-messages';
import { RetryAlert } from '@/components/retry-alert';

const READER_HEIGHT = { xs: 420, md: 600 };

/**
 * The contract to read before signing, inside the page through a short-lived link. Some browsers (most
 * phones) show no PDF inside a page, so it also opens in a new tab.
 */
export function ContractViewer({ userId, fileKey, label }: { userId: string; fileKey: string; label: string }) {
  const link = useQuery(fileLinkQueryOptions(userId, fileKey));
  return (
    <Stack spacing={1} alignItems="flex-start">
      {link.isPending && (
        <Box
          role="status"
          aria-label={FINISH_MSG.contractLoading}
          sx={{ display: 'grid', placeItems: 'center', width: '100%', height: READER_HEIGHT }}
        >
          <CircularProgress />
        </Box>
      )}
      {link.isError && (
        <RetryAlert
          message={FINISH_MSG.contractUnavailable}
          retrying={link.isFetching}
          onRetry={() => void link.refetch()}
        />
      )}
      {link.data && (
        <Box
          component="iframe"
          src={link.data}
          title={FINISH_MSG.contractReader(label)}
          sx={{ width: '100%', height: READER_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <FileLinkButton userId={userId} fileKey={fileKey} label={FINISH_MSG.openInNewTab} startIcon={<OpenInNewIcon />} />
    </Stack>
  );
}
