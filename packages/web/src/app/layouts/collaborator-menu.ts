import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { appPath, type AppRouteName } from '@colabora/core/navigation/app-routes';
import type { MenuGroup } from './menu-entry';

/** Spec 000 §2.3: the collaborator's own pages, addressed by their id. MINHA JORNADA is reached from MEU PONTO. */
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

/**
 * A former employee (dismissal concluded, issue 13 'After conclusion') keeps read-only access to Contratos (with
 * RESCISÃO) and, under CLT, their payslips, which MEUS DADOS then shows alone; the work pages are gone.
 */
export function formerEmployeeMenu(userId: string, withPayslips: boolean): MenuGroup[] {
  const payslips = { label: 'HOLERITES', icon: ReceiptLongOutlined, to: appPath('myData', { userId }) };
  return [
    {
      label: 'MENU',
      entries: [
        { label: 'CONTRATOS', icon: DescriptionOutlined, to: appPath('myContracts', { userId }) },
        ...(withPayslips ? [payslips] : []),
      ],
    },
  ];
}

/** The only pages a former employee opens; any other leads to Contratos. */
export const FORMER_EMPLOYEE_PAGES = ['myContracts', 'myData'] as const satisfies readonly AppRouteName[];
