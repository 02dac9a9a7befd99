import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PayslipList } from '@/components/payslips/payslip-list';
import { MyDataTabs } from '../components/my-data-tabs';
import { OwnPerson } from '../components/own-person';
import { EMPLOYEE_MSG } from '../messages';

/** /colaborator-home/data/{userId} (001 'Employee self-service'). */
export function MyDataPage() {
  const { userId = '' } = useParams();
  return (
    <>
      <PageHeader title={EMPLOYEE_MSG.myDataTitle} />
      <OwnPerson key={userId} userId={userId}>
        {(person) => (
          <MyDataTabs
            person={person}
            // Read-only: no rowAction (nothing to remove), and no delivery column, which is HR's proof.
            payslips={<PayslipList userId={person._id} admissionDate={person.admissionDate} />}
          />
        )}
      </OwnPerson>
    </>
  );
}
