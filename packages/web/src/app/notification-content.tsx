import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * Snackbars in the theme's palette instead of notistack's own colours, which are too light under white text
 * (success #43a047 is 3.3:1, warning #ff9800 2.2:1, info #2196f3 3.1:1). The palette's are 4.5:1 or more.
 */
export const NotificationContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));

export const NOTIFICATION_COMPONENTS = {
  success: NotificationContent,
  error: NotificationContent,
  warning: NotificationContent,
  info: NotificationContent,
};
