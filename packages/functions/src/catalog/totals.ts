import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';

/** How many count queries run at once: enough to be quick, few enough not to throttle the table. */
const PARALLEL_COUNTS = 8;

/** The records as docs with their live Total de colaboradores. */
export async function withTotals<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  records: R[],
): Promise<D[]> {
  const docs: D[] = new Array(records.length);
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const index = next++;
      const record = records[index];
      docs[index] = store.toDoc(record, await store.countEmployees(record.companyId, record.id));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_COUNTS, records.length) }, worker));
  return docs;
}
