// The tables' physical key schemas: one place, read by the Data stack, the local runtime and tests. Entities
// (./entities, over ./model) map their access patterns onto these generic attributes.

/** A table's keys: its primary key and its global indexes (every index projects all attributes). */
export interface TableKeys {
  partitionKey: string;
  sortKey: string;
  indexes: readonly { indexName: string; partitionKey: string; sortKey: string }[];
  timeToLive?: string;
}

/** The main table: everything but the REP's records. */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // No gsi4: the active staff list reads its roster chunks (entities/staff-roster.ts), which the bench showed
    // 5-10x faster than a sparse index of 5 000 items; the name stays free.
    /** What falls due on a calendar day (leave ends, experience ends): the daily job queries a day, never scans. */
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ],
  /** Epoch seconds after which DynamoDB deletes an item (short-lived items only, e.g. sign-in guards). */
  timeToLive: 'expiresAt',
} as const satisfies TableKeys;

/**
 * The REP's records (Portaria 671: the AFD's events, punches first), append-only: a table of their own, which no
 * function may update or delete in (stacks/Data.ts), so no time to live. The names match the main table's, so
 * an item has the same attributes in either.
 */
export const REP_RECORDS_KEYS = {
  partitionKey: TABLE_KEYS.partitionKey,
  sortKey: TABLE_KEYS.sortKey,
  indexes: [
    /** A company's records in NSR order: the AFD export reads it page by page. */
    TABLE_KEYS.indexes[0],
  ],
} as const satisfies TableKeys;
