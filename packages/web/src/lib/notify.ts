import { enqueueSnackbar } from 'notistack';

export function notifySuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function notifyError(message: string): void {
  enqueueSnackbar(message, { variant: 'error' });
}

export function notifyInfo(message: string): void {
  enqueueSnackbar(message, { variant: 'info' });
}

export function notifyWarning(message: string): void {
  enqueueSnackbar(message, { variant: 'warning' });
}
