import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { MenuGroup } from './menu-entry';

/** MEU PONTO belongs to the time-clock area, not built yet: the entry says so instead of leading to an empty page. */
export const SCORE_UNAVAILABLE = 'O registro de ponto ainda não está disponível.';

/** Spec 000 §2.3: the collaborator's own pages, addressed by their id. */
export function collaboratorMenu(userId: string): MenuGroup[] {
  return [
    {
      label: 'MENU',
      entries: [
        { label: 'MEU PONTO', icon: AccessTimeOutlined, hint: SCORE_UNAVAILABLE },
        // The journey page sits under MEU PONTO (/colaborator-home/score/journey): its own entry until MEU PONTO exists.
        { label: 'MINHA JORNADA', icon: ScheduleOutlined, to: appPath('myJourney', { userId }) },
        { label: 'MEUS DADOS', icon: BadgeOutlined, to: appPath('myData', { userId }) },
        { label: 'CONTRATOS', icon: DescriptionOutlined, to: appPath('myContracts', { userId }) },
      ],
    },
  ];
}
