// Spec 000 §8, §9: notifications auto-hide after 3 seconds.
export const NOTIFICATION_HIDE_MS = 3000;
export const MAX_NOTIFICATIONS = 3;
/**
 * Bottom centre: the headers' actions (top right), the side menu's SAIR (bottom left) and the candidate's SAIR
 * on a phone (top) stay uncovered.
 */
export const NOTIFICATION_ANCHOR = { vertical: 'bottom', horizontal: 'center' } as const;
