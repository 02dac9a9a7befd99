// Spec 000 §8, §9: notifications auto-hide after 3 seconds.
export const NOTIFICATION_HIDE_MS = 3000;
export const MAX_NOTIFICATIONS = 3;
