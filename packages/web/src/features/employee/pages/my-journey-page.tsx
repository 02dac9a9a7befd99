import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { MY_JOURNEY_MSG } from '../components/journey/my-journey-messages';
import { PersonJourney } from '../components/journey/person-journey';

/** /colaborator-home/score/journey/{userId} (spec 002 §2.1): the employee's journey, breaks and month. */
export function MyJourneyPage() {
  const { userId = '' } = useParams();
  return (
    <>
      <PageHeader title={MY_JOURNEY_MSG.title} />
      <PersonJourney key={userId} userId={userId} />
    </>
  );
}
