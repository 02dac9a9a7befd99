import { usePerson } from '@/features/employee/api/get-person';
import { useSessionUser } from '@/lib/use-session';
import { CollaboratorSummary } from './collaborator-summary';
import { collaboratorMenu } from './collaborator-menu';
import { SideMenu } from './side-menu';
import { SideNavLayout } from './side-nav-layout';

export function CollaboratorLayout() {
  const user = useSessionUser();
  // The status changes while the session lasts (a leave, the end of the experience period): the person's
  // current record says it; the session's copy from sign-in shows until it arrives or if it cannot.
  const person = usePerson(user._id);
  return (
    <SideNavLayout
      summary={<CollaboratorSummary status={person.data ?? user} />}
      menu={<SideMenu label="Menu do colaborador" groups={collaboratorMenu(user._id)} />}
    />
  );
}
