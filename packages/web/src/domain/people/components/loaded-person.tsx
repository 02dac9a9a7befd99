import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';

interface LoadedPersonProps<Person> {
  query: UseQueryResult<Person>;
  texts: { back: string; notFound: string; loadFailed: string };
  children: (person: Person) => ReactNode;
}

/**
 * An HR page about one person: the spinner while it loads (and again on a retry), a way back with the reason
 * when it cannot (an unknown person offers no retry), else the page.
 */
export function LoadedPerson<Person>({ query, texts, children }: LoadedPersonProps<Person>) {
  const navigate = useNavigate();
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingScreen />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {texts.back}
        </Button>
        <RetryAlert
          message={notFound ? texts.notFound : texts.loadFailed}
          retrying={query.isFetching}
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
      </Stack>
    );
  }
  return children(query.data);
}
