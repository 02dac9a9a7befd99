import { useSessionUser } from '@/lib/use-session';
import { CollaboratorSummary } from './collaborator-summary';
import { collaboratorMenu } from './collaborator-menu';
import { SideMenu } from './side-menu';
import { SideNavLayout } from './side-nav-layout';

export function CollaboratorLayout() {
  const user = useSessionUser();
  return (
    <SideNavLayout
      summary={<CollaboratorSummary user={user} />}
      menu={<SideMenu label="Menu do colaborador" groups={collaboratorMenu(user._id)} />}
    />
  );
}
