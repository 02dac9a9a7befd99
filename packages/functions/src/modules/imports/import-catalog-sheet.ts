import { BadRequest, isHttpError } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { normalizeText } from '@colabora/core/text';
import { IMPORT_MAX_ROWS, type ImportAnswer } from '@colabora/core/uploads/schema';
import type { CatalogRecord, SameItem } from '../catalog/catalog-definition';
import type { CatalogStore } from '../catalog/catalog-store';
import { insertCatalogItem } from '../catalog/create-item';
import type { SheetSpec } from './sheet-spec';
import { readSheet } from './read-sheet';
import { sheetTable } from './sheet-table';
import { deleteUpload, readUpload } from '../files/stored-file';
import type { Uploader } from '../files/upload-key';

/**
 * POST …/upload-many {key}: every row is validated like the form and created whole (code, item and name in
 * one transaction, where the catalogue has them) or refused with its reason; where names repeat (`sameItem`),
 * a row that is an item the company has, or a row above it, is skipped and said so. The upload is deleted
 * afterwards.
 */
export async function importCatalogSheet<R extends CatalogRecord, I extends { name: string }, D, F extends string>(
  store: CatalogStore<R, I, D>,
  spec: SheetSpec<F, I>,
  uploader: Uploader,
  key: string,
  sameItem?: SameItem<R, I>,
): Promise<ImportAnswer> {
  const bytes = await readUpload(uploader, key, 'sheet');
  const { companyId } = uploader;
  try {
    const table = sheetTable(readSheet(bytes, IMPORT_MAX_ROWS), spec.fields, spec.example);
    if (table.length === 0) throw new BadRequest(SERVER_MSG.emptySheet);

    const answer: ImportAnswer = { created: 0, refused: [] };
    const present = new Set(sameItem ? (await store.list(companyId)).map((record) => sameItem.ofRecord(record)) : []);
    const firstRowOf = new Map<string, number>();
    let lastCode: number | undefined;
    // One row after another: codes follow the sheet's order.
    for (const row of table) {
      const parsed = spec.parse(row.values);
      if (!parsed.ok) {
        answer.refused.push({ row: row.rowNumber, reason: parsed.reason });
        continue;
      }
      // A name repeated in the sheet is refused here, before the store would refuse it as taken.
      const name = normalizeText(parsed.input.name);
      const earlier = store.rules.uniqueName ? firstRowOf.get(name) : undefined;
      if (earlier !== undefined) {
        answer.refused.push({ row: row.rowNumber, reason: SERVER_MSG.sheetRepeatedName(earlier) });
        continue;
      }
      firstRowOf.set(name, row.rowNumber);
      if (sameItem) {
        const same = sameItem.ofInput(parsed.input);
        if (present.has(same)) {
          answer.refused.push({ row: row.rowNumber, reason: sameItem.message });
          continue;
        }
        present.add(same);
      }
      try {
        lastCode = (await insertCatalogItem(store, companyId, parsed.input, lastCode)).code;
        answer.created += 1;
      } catch (error) {
        if (!isHttpError(error) || error.statusCode !== 409) throw error;
        answer.refused.push({ row: row.rowNumber, reason: error.message });
      }
    }
    return answer;
  } finally {
    await deleteUpload(key);
  }
}
