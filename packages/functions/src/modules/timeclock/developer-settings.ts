import { cpfDigits, formatCpf, isCpf } from '@colabora/core/brazil/cpf';
import type { AtestadoSigner } from '@colabora/core/company/atestado';
import type { AejProgram } from '@colabora/core/timeclock/aej/records';
import { afdProgram } from './afd-program';

// The program and its developer as the documents name them (Portaria 671 art. 83: AEJ record 08; art. 89 and
// Anexo VII: the Atestado): stage settings, read only here. A stage left unset (local runs, test stages) prints
// values named as test values, never a real-looking person; production must set them all (stacks/settings.ts).

/** Colabora is both the REP-P and the PTRP (art. 75 III), registered under this name. */
const PROGRAM_NAME = 'Colabora';

/** The settings, all required on production: the Atestado names the program's version and the people who sign it. */
export const DEVELOPER_SETTINGS = [
  'PROGRAM_VERSION',
  'DEVELOPER_NAME',
  'TECHNICAL_LEAD_NAME',
  'TECHNICAL_LEAD_CPF',
  'LEGAL_REPRESENTATIVE_NAME',
  'LEGAL_REPRESENTATIVE_CPF',
] as const;

/** What an unset stage prints. The CPFs stay empty: the Atestado then leaves a blank for the signer to fill in. */
const TEST_VALUES = {
  PROGRAM_VERSION: 'teste',
  DEVELOPER_NAME: 'Desenvolvedor (valor de teste)',
  TECHNICAL_LEAD_NAME: 'Responsável técnico (valor de teste)',
  LEGAL_REPRESENTATIVE_NAME: 'Responsável legal (valor de teste)',
} as const;
const NOT_SET = 'não informado';

/** AEJ record 08: versaoProg 1–8 characters, razaoNomeDesenv 1–150 (labour-law.md §1.8). */
const VERSION = /^[0-9A-Za-z.-]{1,8}$/;
const NAME_LENGTH = 150;

export interface DeveloperSettings {
  program: AejProgram;
  technicalLead: AtestadoSigner;
  legalRepresentative: AtestadoSigner;
}

const text = (env: NodeJS.ProcessEnv, name: keyof typeof TEST_VALUES): string => {
  const value = env[name]?.trim() || TEST_VALUES[name];
  if (value.length > NAME_LENGTH) throw new Error(`${name} must have at most ${NAME_LENGTH} characters`);
  return value;
};

const cpf = (env: NodeJS.ProcessEnv, name: 'TECHNICAL_LEAD_CPF' | 'LEGAL_REPRESENTATIVE_CPF'): string => {
  const value = env[name]?.trim() ?? '';
  if (value && !isCpf(value)) throw new Error(`${name} must be a valid CPF, got "${value}"`);
  return value && formatCpf(cpfDigits(value));
};

/**
 * PROGRAM_VERSION, DEVELOPER_NAME (the developer's legal name, razão social), DEVELOPER_EMAIL, and the Atestado's
 * signers: TECHNICAL_LEAD_NAME/_CPF and LEGAL_REPRESENTATIVE_NAME/_CPF; the developer's CNPJ is the AFD's setting.
 */
export function developerSettings(env: NodeJS.ProcessEnv = process.env): DeveloperSettings {
  const version = text(env, 'PROGRAM_VERSION');
  if (!VERSION.test(version)) throw new Error(`PROGRAM_VERSION must be 1 to 8 letters, digits, dots or dashes, got "${version}"`);
  const afd = afdProgram(env);
  return {
    program: {
      name: PROGRAM_NAME,
      version,
      developerKind: afd.developerKind,
      developerDocument: afd.developerDocument,
      developerName: text(env, 'DEVELOPER_NAME'),
      developerEmail: env.DEVELOPER_EMAIL?.trim() || NOT_SET,
    },
    technicalLead: { name: text(env, 'TECHNICAL_LEAD_NAME'), cpf: cpf(env, 'TECHNICAL_LEAD_CPF') },
    legalRepresentative: { name: text(env, 'LEGAL_REPRESENTATIVE_NAME'), cpf: cpf(env, 'LEGAL_REPRESENTATIVE_CPF') },
  };
}
