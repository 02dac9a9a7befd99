import type { AejProgram, AejVersion } from '@colabora/core/timeclock/aej/records';
import { afdProgram } from './afd-program';
import { developerSettings } from './developer-settings';

// The processing program (PTRP) as the AEJ names it (record 01 field 10, records 02 and 08; Portaria 671 art. 83):
// Colabora, its INPI registration and its developer, stage settings like the AFD's (afd-program.ts) and the
// Atestado's (developer-settings.ts).

const VERSIONS = ['001', '002'] as const;

export interface AejSettings {
  version: AejVersion;
  inpiNumber: string;
  program: AejProgram;
}

/** AEJ_LAYOUT_VERSION ('001' as published, or '002'); the INPI number is the AFD's setting, record 08 the developer's. */
export function aejSettings(env: NodeJS.ProcessEnv = process.env): AejSettings {
  const version = env.AEJ_LAYOUT_VERSION?.trim() || '001';
  if (!VERSIONS.includes(version as AejVersion)) throw new Error(`AEJ_LAYOUT_VERSION must be 001 or 002, got "${version}"`);
  return { version: version as AejVersion, inpiNumber: afdProgram(env).inpiNumber, program: developerSettings(env).program };
}
