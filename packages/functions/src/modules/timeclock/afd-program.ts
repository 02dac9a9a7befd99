import type { AfdProgram } from '@colabora/core/timeclock/afd/records';

// The REP-P program as the AFD names it (header fields 7, 11–13; Portaria 671 art. 91: the INPI registration):
// stage settings. Until the stage sets them (issue 23 §8), the file says plainly that the program is not
// registered yet: 17 zeros for the INPI number and 14 for the developer, layout version 003.

const VERSIONS = ['003', '004'] as const;

/** AFD_INPI_NUMBER (digits), AFD_DEVELOPER_CNPJ (14 characters), AFD_LAYOUT_VERSION ('003' or '004'). */
export function afdProgram(env: NodeJS.ProcessEnv = process.env): AfdProgram {
  const version = env.AFD_LAYOUT_VERSION?.trim() || '003';
  if (!VERSIONS.includes(version as (typeof VERSIONS)[number])) throw new Error(`AFD_LAYOUT_VERSION must be 003 or 004, got "${version}"`);
  return {
    inpiNumber: (env.AFD_INPI_NUMBER ?? '').replace(/\D/g, ''),
    developerKind: 'CNPJ',
    developerDocument: env.AFD_DEVELOPER_CNPJ?.trim() ?? '',
    version: version as AfdProgram['version'],
  };
}
