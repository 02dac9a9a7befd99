import { PageHeader } from '@/components/layout/page-header';
import { JourneyWizard } from '../components/wizard/journey-wizard';
import { JOURNEY_TEXT } from '../journey-labels';

/** /home/journey/new-journey (spec 002 §2.9 'New journey wizard'). */
export function NewJourneyPage() {
  return (
    <>
      <PageHeader title={JOURNEY_TEXT.newTitle} />
      <JourneyWizard />
    </>
  );
}
