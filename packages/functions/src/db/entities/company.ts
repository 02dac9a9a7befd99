import { Entity } from '../model/entity';
import { CustomAttributeType } from '../model/types';
import type { PlaceOfWork } from '@colabora/core/company/employer';
import type { CompanyAddress } from '@colabora/core/company/schema';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { BankRegime } from '@colabora/core/timeclock/bank-terms';
import { SERVICE } from './service-name';

export const Company = new Entity({
  model: { entity: 'company', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    /** The legal name (razão social): the employer's name on every time record (core/company/employer.ts). */
    name: { type: 'string', required: true },
    /**
     * 14 characters, no mask (numeric or alphanumeric): core/brazil/cnpj.ts. Unique: db/entities/cnpj-marker.ts,
     * changed with its marker in one transaction (modules/company/company-settings.ts).
     */
    cnpj: { type: 'string', required: true },
    /** Stored as core's schema output; companies created before addresses existed have none (older local data). */
    address: { type: CustomAttributeType<CompanyAddress>('any'), required: true },
    /** The places of work the administrator set (core employerSchema's output); absent: the address is the one place. */
    placesOfWork: { type: CustomAttributeType<PlaceOfWork[]>('any') },
    /**
     * The hours-bank regime the administrator chose (CLT art. 59 §§2, 5, 6); absent until then, read as
     * core/company/settings.ts DEFAULT_BANK_REGIME. Spelled out, not imported: see bank-entry.ts.
     */
    bankRegime: {
      type: ['NONE', 'INDIVIDUAL_AGREEMENT', 'COLLECTIVE_AGREEMENT', 'SAME_MONTH'] as const satisfies readonly BankRegime[],
    },
    /**
     * The IANA zone the company's time clock runs on (core/company/time-zone.ts, issue 22 §6): its state's at
     * creation, then the administrator's choice; absent on companies stored before zones (America/Sao_Paulo).
     * Spelled out, not imported: see bank-entry.ts.
     */
    timeZone: {
      type: [
        'America/Noronha',
        'America/Sao_Paulo',
        'America/Bahia',
        'America/Fortaleza',
        'America/Recife',
        'America/Maceio',
        'America/Belem',
        'America/Santarem',
        'America/Araguaina',
        'America/Cuiaba',
        'America/Campo_Grande',
        'America/Manaus',
        'America/Porto_Velho',
        'America/Boa_Vista',
        'America/Eirunepe',
        'America/Rio_Branco',
      ] as const satisfies readonly TimeZone[],
    },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    company: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Every company (few per deployment): the seed asks whether any exists. */
    companies: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['id'] },
    },
  },
});
