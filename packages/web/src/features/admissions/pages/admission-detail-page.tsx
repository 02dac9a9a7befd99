import { useParams } from 'react-router';
import { LoadedPerson } from '@/domain/people/components/loaded-person';
import { DETAIL_MSG } from '../admission-detail-messages';
import { useCollaborator } from '../api/get-collaborator';
import { AdmissionDetail } from '../components/detail/admission-detail';

/** /home/admissions/collaborator/{userId} (spec 001 'Admission detail'). */
export function AdmissionDetailPage() {
  const { userId = '' } = useParams();
  const collaborator = useCollaborator(userId);
  return (
    <LoadedPerson query={collaborator} texts={DETAIL_MSG}>
      {(detail) => <AdmissionDetail key={userId} detail={detail} />}
    </LoadedPerson>
  );
}
