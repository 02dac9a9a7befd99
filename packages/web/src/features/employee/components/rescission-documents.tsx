import { LoadingScreen } from '@/components/loading-screen';
import { RescissionDocumentList } from '@/domain/people/components/rescission-document-list';
import { RetryAlert } from '@/components/retry-alert';
import { useRescissionDocuments } from '../api/get-rescission-documents';
import { CONTRACT_TAB_LABEL, EMPLOYEE_MSG } from '../messages';

/** RESCISÃO of Contratos (001 'Employee self-service'): the rescission documents HR sent, read-only. */
export function RescissionDocuments({ userId }: { userId: string }) {
  const documents = useRescissionDocuments(userId);
  if (documents.isPending || (documents.isError && documents.isFetching)) return <LoadingScreen />;
  if (documents.isError) return <RetryAlert message={EMPLOYEE_MSG.rescissionFailed} onRetry={() => void documents.refetch()} />;
  return (
    <RescissionDocumentList
      userId={userId}
      documents={documents.data.dismissalDocuments}
      label={CONTRACT_TAB_LABEL.dismissal}
      emptyText={EMPLOYEE_MSG.noContracts}
    />
  );
}
