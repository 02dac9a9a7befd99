/** ElectroDB service name: prefixes every key, so entities of this app never collide with others. */
export const SERVICE = 'colabora';
