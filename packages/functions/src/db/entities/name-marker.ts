import { Entity } from '../model/entity';
import { CATALOG_KINDS } from './catalog-kind';
import { SERVICE } from './service-name';

/** Holds a catalogue name (accent- and case-free) for one owner: names are unique per company. */
export const NameMarker = new Entity({
  model: { entity: 'nameMarker', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: CATALOG_KINDS, required: true, readOnly: true },
    nameNormalized: { type: 'string', required: true, readOnly: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    marker: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'nameNormalized'] },
    },
  },
});
