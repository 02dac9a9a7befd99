import { isFormerEmployee } from '@colabora/core/dismissal/former-employee';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PayslipList } from '@/domain/payslips/components/payslip-list';
import { MyDataTabs } from '../components/my-data-tabs';
import { OwnPerson } from '../components/own-person';
import { EMPLOYEE_MSG } from '../messages';

/**
 * /colaborator-home/data/{userId} (001 'Employee self-service'). A former employee finds only their payslips here
 * (issue 13 'After conclusion': Contratos and payslips are what they keep).
 */
export function MyDataPage() {
  const { userId = '' } = useParams();
  return (
    <OwnPerson key={userId} userId={userId}>
      {(person) => {
        // Read-only: no rowAction (nothing to remove), and no delivery column, which is HR's proof.
        const payslips = <PayslipList userId={person._id} admissionDate={person.admissionDate} />;
        if (isFormerEmployee(person)) {
          return (
            <>
              <PageHeader title={EMPLOYEE_MSG.payslipsTitle} />
              {payslips}
            </>
          );
        }
        return (
          <>
            <PageHeader title={EMPLOYEE_MSG.myDataTitle} />
            <MyDataTabs person={person} payslips={payslips} />
          </>
        );
      }}
    </OwnPerson>
  );
}
