import type { AejProgram, AejVersion } from '@colabora/core/timeclock/aej/records';
import { afdProgram } from './afd-program';

// The processing program (PTRP) as the AEJ names it (record 01 field 10, records 02 and 08; Portaria 671 art. 83):
// Colabora, its INPI registration and its developer, stage settings like the AFD's (afd-program.ts). Until a stage
// sets the developer's name and e-mail the file says so plainly ("não informado").

/** The program's name and version as record 08 gives them. */
const PROGRAM = { name: 'Colabora', version: '1.0' } as const;
const VERSIONS = ['001', '002'] as const;
const NOT_SET = 'não informado';

export interface AejSettings {
  version: AejVersion;
  inpiNumber: string;
  program: AejProgram;
}

/**
 * AEJ_LAYOUT_VERSION ('001' as published, or '002'), DEVELOPER_NAME and DEVELOPER_EMAIL; the INPI number and the
 * developer's CNPJ are the AFD's settings.
 */
export function aejSettings(env: NodeJS.ProcessEnv = process.env): AejSettings {
  const version = env.AEJ_LAYOUT_VERSION?.trim() || '001';
  if (!VERSIONS.includes(version as AejVersion)) throw new Error(`AEJ_LAYOUT_VERSION must be 001 or 002, got "${version}"`);
  const afd = afdProgram(env);
  return {
    version: version as AejVersion,
    inpiNumber: afd.inpiNumber,
    program: {
      ...PROGRAM,
      developerKind: afd.developerKind,
      developerDocument: afd.developerDocument,
      developerName: env.DEVELOPER_NAME?.trim() || NOT_SET,
      developerEmail: env.DEVELOPER_EMAIL?.trim() || NOT_SET,
    },
  };
}
