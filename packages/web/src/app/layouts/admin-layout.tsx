import { SideMenu } from './side-menu';
import { SideNavLayout } from './side-nav-layout';
import { ADMIN_MENU } from './admin-menu';

export function AdminLayout() {
  return <SideNavLayout menu={<SideMenu label="Menu principal" groups={ADMIN_MENU} />} />;
}
