// The single table's physical key schema: one place, read by the Data stack, the local runtime and tests.
// Entities (./entities, over ./model) map their access patterns onto these generic attributes.
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
} as const;
