import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format-date';
import { usePersonHistory } from '../../api/get-person-history';
import { DETAIL_MSG } from '../../detail-messages';
import { historyFieldLabel, historyKindLabel, historyValue } from './history-labels';

const shown = (field: string, value: string | null) => historyValue(field, value) ?? DETAIL_MSG.emptyValue;

/** Every change HR made to the person, newest first: who, when, which fields, before → after. */
export function HistoryPanel({ userId }: { userId: string }) {
  const titleId = useId();
  const history = usePersonHistory(userId);
  const entries = history.data?.pages.flatMap((page) => page.docs) ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
        {DETAIL_MSG.historyTitle}
      </Typography>
      {history.isPending ? (
        <CircularProgress size={24} aria-label={DETAIL_MSG.historyLoading} />
      ) : history.isError ? (
        <RetryAlert message={DETAIL_MSG.historyFailed} retrying={history.isFetching} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <Typography variant="body2">{DETAIL_MSG.historyEmpty}</Typography>
      ) : (
        <>
          <Stack component="ol" spacing={2} sx={{ m: 0, pl: 2 }}>
            {entries.map((entry) => (
              <li key={`${entry.at}-${entry.kind}-${entry.by.id}`}>
                <Typography variant="body2" fontWeight={600}>
                  {`${formatDateTime(entry.at) ?? ''} · ${historyKindLabel(entry.kind)} · ${entry.by.name}`}
                </Typography>
                <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
                  {entry.changes.map((change) => (
                    <Typography component="li" variant="body2" key={change.field}>
                      {`${historyFieldLabel(change.field)}: ${shown(change.field, change.before)} → ${shown(change.field, change.after)}`}
                    </Typography>
                  ))}
                </Stack>
              </li>
            ))}
          </Stack>
          {history.hasNextPage && (
            <Button sx={{ mt: 2 }} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {DETAIL_MSG.historyMore}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
