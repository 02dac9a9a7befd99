import { useParams } from 'react-router';
import { LoadedPerson } from '@/domain/people/components/loaded-person';
import { usePerson } from '../api/get-person';
import { StatusApply } from '../components/activity/status-apply';
import { CollaboratorHeader } from '../components/detail/collaborator-header';
import { DetailsPanel } from '../components/detail/details-panel';
import { HistoryPanel } from '../components/detail/history-panel';
import { PersonTabs } from '../components/detail/person-tabs';
import { PendingPromotionCard } from '../components/promotion/pending-promotion-card';
import { DETAIL_MSG } from '../detail-messages';

/** /home/active/collaborator/{userId} (spec 001 'Collaborator detail'). */
export function CollaboratorDetailPage() {
  const { userId = '' } = useParams();
  const person = usePerson(userId);
  return (
    <LoadedPerson query={person} texts={DETAIL_MSG}>
      {(detail) => (
        <div key={userId}>
          <CollaboratorHeader detail={detail} />
          <PendingPromotionCard userId={detail._id} fullName={detail.fullName} />
          <DetailsPanel detail={detail} />
          <StatusApply person={detail} />
          <PersonTabs detail={detail} />
          <HistoryPanel userId={detail._id} />
        </div>
      )}
    </LoadedPerson>
  );
}
