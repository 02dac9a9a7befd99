/** Labour regime of a collaborator (spec 001 §9: CLT and PJ). */
export const HIRING_REGIMES = ['CLT', 'PJ'] as const;
export type HiringRegime = (typeof HIRING_REGIMES)[number];
