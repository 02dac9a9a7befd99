import type { Journey } from '@colabora/core/workday/schema';
import { useMemo, useState } from 'react';
import { journeyValues } from '../../journey-form-values';
import type { JourneyStep } from '../../journey-labels';
import { JourneyTabs } from '../journey-tabs';
import { EditBreaksTab } from './edit-breaks-tab';
import { EditDetailsTab } from './edit-details-tab';
import { EditScaleTab } from './edit-scale-tab';

const TABS = { details: EditDetailsTab, scale: EditScaleTab, breaks: EditBreaksTab } as const;

/** The edit screen's three tabs, freely chosen; each saves on its own (spec 002 §2.9, §4.6). */
export function EditJourneyTabs({ journey, toList }: { journey: Journey; toList: () => void }) {
  const [tab, setTab] = useState<JourneyStep>('details');
  const values = useMemo(() => journeyValues(journey), [journey]);
  const Current = TABS[tab];
  return (
    <JourneyTabs current={tab} onChange={setTab}>
      <Current key={tab} journey={journey} values={values} toList={toList} />
    </JourneyTabs>
  );
}
