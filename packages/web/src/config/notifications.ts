// Spec 000 §8, §9: notifications auto-hide after 3 seconds.
export const NOTIFICATION_HIDE_MS = 3000;
export const MAX_NOTIFICATIONS = 3;
/**
 * Bottom centre: the headers' actions (top right), the side menu's SAIR (bottom left) and the candidate's SAIR
 * on a phone (top) stay uncovered.
 */
export const NOTIFICATION_ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;
/**
 * On a phone (below `sm`) a notice takes the whole width and every dialog the whole screen: at the bottom it would
 * cover the dialog's buttons (FECHAR under the punch's receipt), at the top only its title, for 3 seconds.
 */
export const PHONE_NOTIFICATION_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;
