import { useParams } from 'react-router';
import { LoadedPerson } from '@/domain/people/components/loaded-person';
import { useDismissal } from '../api/get-dismissal';
import { DismissalHeader } from '../components/detail/dismissal-header';
import { DismissalSummary } from '../components/detail/dismissal-summary';
import { DismissalTabs } from '../components/detail/dismissal-tabs';
import { DISMISSAL_PAGE_TEXT } from '../dismissal-texts';

/** /home/dismissal/collaborator/{userId} (002 §2.7). */
export function DismissalDetailPage() {
  const { userId = '' } = useParams();
  const dismissal = useDismissal(userId);
  return (
    <LoadedPerson query={dismissal} texts={DISMISSAL_PAGE_TEXT}>
      {(detail) => (
        <div key={userId}>
          <DismissalHeader detail={detail} />
          <DismissalSummary detail={detail} />
          <DismissalTabs detail={detail} />
        </div>
      )}
    </LoadedPerson>
  );
}
