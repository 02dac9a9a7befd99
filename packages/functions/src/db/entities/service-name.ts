/** The service name (ElectroDB's key format, db/model/keys.ts): prefixes every key, so entities of this app never collide with others. */
export const SERVICE = 'colabora';
