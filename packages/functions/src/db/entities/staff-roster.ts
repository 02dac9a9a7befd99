import { Entity, type EntityItem } from '../model/entity';
import { CustomAttributeType } from '../model/types';
import { SERVICE } from './service-name';

/**
 * A company's active staff, as the Ativos list reads it: a few chunk items per company, each a map of person id
 * → that person's list row (person/staff-roster.ts). Written in the same transaction as every write of a person
 * that changes their row, so the list and the people never disagree.
 *
 * Why chunks and not a sparse index: the list must search, filter and sort all of a company's active people on
 * every request. At 5 000 people a GSI query reads 5 000 index items (≈1.8 MB with an INCLUDE projection, about
 * 1 s on DynamoDB Local); the chunks are ROSTER_CHUNKS items, ≈0.9 MB in all, read in one query (README, bench).
 * A warm Lambda keeps the chunks it read and reads again only those whose revision changed (StaffRosterRevision).
 */
export const StaffRoster = new Entity({
  model: { entity: 'staffRoster', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** '00'…: which chunk (person/staff-roster.ts chunkOf). */
    chunk: { type: 'string', required: true, readOnly: true },
    /** Person id → their row (a compact JSON array, person/staff-roster.ts). Updated one entry at a time. */
    rows: { type: CustomAttributeType<Record<string, string>>('any') },
    /** Set with every change of `rows`, to the value its StaffRosterRevision item gets in the same write. */
    revision: { type: 'string' },
  },
  indexes: {
    roster: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['chunk'] },
    },
  },
});

export type StaffRosterItem = EntityItem<typeof StaffRoster>;

/**
 * The revision of one roster chunk, apart from it: the 16 of a company are about 2 KB where the chunks are ≈0.9 MB,
 * so a Lambda that kept the chunks checks them with this read (person/staff-roster.ts).
 */
export const StaffRosterRevision = new Entity({
  model: { entity: 'staffRosterRevision', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    chunk: { type: 'string', required: true, readOnly: true },
    /** A new random value at every change of the chunk's rows, never one used before. */
    revision: { type: 'string', required: true },
  },
  indexes: {
    revisions: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['chunk'] },
    },
  },
});
