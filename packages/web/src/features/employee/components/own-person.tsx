import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { ReactNode } from 'react';
import { NoPermission } from '@/components/layout/no-permission';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { usePerson } from '../api/get-person';
import { EMPLOYEE_MSG } from '../messages';

const FORBIDDEN = 403;
const NOT_FOUND = 404;

interface OwnPersonProps {
  userId: string;
  children: (person: CollaboratorDetail) => ReactNode;
}

/**
 * Loads the person a self-service page is about and shows it, or why not: another person's id (the API
 * answers 403) shows no data and leads back to the person's own start page; an unknown one says so; any
 * other failure offers to try again.
 */
export function OwnPerson({ userId, children }: OwnPersonProps) {
  const person = usePerson(userId);
  // A retry after a failure shows the spinner again.
  if (person.isPending || (person.isError && person.isFetching)) return <LoadingScreen />;
  if (person.isError) {
    const status = person.error instanceof ApiError ? person.error.status : null;
    if (status === FORBIDDEN) return <NoPermission message={EMPLOYEE_MSG.notYours} />;
    if (status === NOT_FOUND) return <RetryAlert message={EMPLOYEE_MSG.notFound} />;
    return <RetryAlert message={EMPLOYEE_MSG.loadFailed} onRetry={() => void person.refetch()} />;
  }
  return children(person.data);
}
