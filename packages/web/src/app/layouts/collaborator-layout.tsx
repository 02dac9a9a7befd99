import { isFormerEmployee } from '@colabora/core/dismissal/former-employee';
import { appPath, type AppRouteName } from '@colabora/core/navigation/app-routes';
import { matchAppRoute } from '@colabora/core/navigation/match-app-route';
import { hasPayslips } from '@colabora/core/payslip/rules';
import { Navigate, useLocation } from 'react-router';
import { usePerson } from '@/features/employee/api/get-person';
import { useSessionUser } from '@/lib/use-session';
import { CollaboratorSummary } from './collaborator-summary';
import { collaboratorMenu, FORMER_EMPLOYEE_PAGES, formerEmployeeMenu } from './collaborator-menu';
import { SideMenu } from './side-menu';
import { SideNavLayout } from './side-nav-layout';

export function CollaboratorLayout() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  // The status changes while the session lasts (a leave, the end of the experience period): the person's
  // current record says it; the session's copy from sign-in shows until it arrives or if it cannot.
  const person = usePerson(user._id);
  const status = person.data ?? user;
  if (isFormerEmployee(status)) {
    // The work pages are closed to a former employee (the API refuses their calls too): they land on Contratos.
    const page = matchAppRoute(pathname)?.name;
    if (!page || !(FORMER_EMPLOYEE_PAGES as readonly AppRouteName[]).includes(page)) {
      return <Navigate to={appPath('myContracts', { userId: user._id })} replace />;
    }
  }
  const menu = isFormerEmployee(status)
    ? formerEmployeeMenu(user._id, hasPayslips(person.data?.hiringData.regime))
    : collaboratorMenu(user._id);
  return (
    <SideNavLayout
      summary={<CollaboratorSummary status={status} />}
      menu={<SideMenu label="Menu do colaborador" groups={menu} />}
    />
  );
}
