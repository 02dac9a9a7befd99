import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/layout/page-header';
import { useSessionUser } from '@/lib/use-session';
import { EmployeeSummary } from '../components/employee-summary';
import { OwnPerson } from '../components/own-person';
import { PendingPromotionCard } from '../components/pending-promotion-card';
import { EMPLOYEE_MSG } from '../messages';

/** /colaborator-home: the person's summary and, when HR proposed one, the promotion to confirm. */
export function EmployeeHomePage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title={EMPLOYEE_MSG.homeTitle} />
      <OwnPerson userId={user._id}>
        {(person) => (
          <Stack spacing={3}>
            <PendingPromotionCard userId={person._id} />
            <EmployeeSummary person={person} />
          </Stack>
        )}
      </OwnPerson>
    </>
  );
}
