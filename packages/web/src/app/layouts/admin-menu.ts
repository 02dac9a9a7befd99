import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import MoreTimeOutlined from '@mui/icons-material/MoreTimeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { APP_ROUTES, appPath } from '@colabora/core/navigation/app-routes';
import { VACATION_VIEW_MSG } from '@colabora/core/vacation/messages';
import type { MenuGroup } from './menu-entry';

// Spec 000 §2.3: RELATÓRIOS and the whole IMPORTAR group are shown disabled.
export const ADMIN_MENU: MenuGroup[] = [
  {
    label: 'COLABORADORES',
    entries: [
      { label: 'ADMISSÃO', icon: PersonAddAlt1Outlined, to: appPath('admissions') },
      { label: 'ATIVOS', icon: PeopleAltOutlined, to: appPath('active') },
      // Ours (issue 24): the vacation periods and their deadlines (CLT arts. 134, 137).
      { label: VACATION_VIEW_MSG.menuLabel, icon: BeachAccessOutlined, to: appPath('vacation') },
      { label: 'DEMISSÃO', icon: PersonRemoveOutlined, to: appPath('dismissal') },
      { label: 'CARGOS', icon: WorkOutline, to: appPath('career') },
      { label: 'DEPARTAMENTOS', icon: AccountTreeOutlined, to: appPath('departments') },
    ],
  },
  {
    label: 'PONTOS',
    entries: [
      { label: 'REGISTRO DE PONTOS', icon: AccessTimeOutlined, to: appPath('recordPoints') },
      { label: 'JORNADAS', icon: ScheduleOutlined, to: appPath('journey') },
      { label: 'FERIADOS', icon: EventOutlined, to: appPath('holidays') },
      // Ours (issue 22 §4): the hours-bank regime, the company administrator's choice.
      { label: 'CONFIGURAÇÕES', icon: SettingsOutlined, to: appPath('companySettings'), roles: APP_ROUTES.companySettings.access },
      { label: 'RELATÓRIOS', icon: AssessmentOutlined },
    ],
  },
  {
    label: 'IMPORTAR',
    disabled: true,
    entries: [
      { label: 'COLABORADORES EM MASSA', icon: GroupAddOutlined },
      { label: 'PONTOS EM MASSA', icon: MoreTimeOutlined },
      { label: 'DADOS GERAIS', icon: UploadFileOutlined },
    ],
  },
];
