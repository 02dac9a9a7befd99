import { HR_ROLES, type Role } from '@colabora/core/enums';
import { useSessionUser } from '@/lib/use-session';
import { SideMenu } from './side-menu';
import { SideNavLayout } from './side-nav-layout';
import { ADMIN_MENU } from './admin-menu';
import { menuFor } from './menu-entry';

/** The HR area. Its one page open to every role (the new-collaborator route) shows others no HR menu. */
export function AdminLayout() {
  const { role } = useSessionUser();
  const hr = (HR_ROLES as readonly Role[]).includes(role);
  return <SideNavLayout menu={hr ? <SideMenu label="Menu principal" groups={menuFor(ADMIN_MENU, role)} /> : null} />;
}
