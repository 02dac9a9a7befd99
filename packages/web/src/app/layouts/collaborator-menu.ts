import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { MenuGroup } from './menu-entry';

/** Spec 000 §2.3: the collaborator's own pages, addressed by their id. */
export function collaboratorMenu(userId: string): MenuGroup[] {
  return [
    {
      label: 'MENU',
      entries: [
        { label: 'MEU PONTO', icon: AccessTimeOutlined, to: appPath('myScore', { userId }) },
        { label: 'MEUS DADOS', icon: BadgeOutlined, to: appPath('myData', { userId }) },
        { label: 'CONTRATOS', icon: DescriptionOutlined, to: appPath('myContracts', { userId }) },
      ],
    },
  ];
}
