import { normalizeText } from '@colabora/core/text';
import type { CatalogKind } from '../../db/entities/catalog-kind';
import type { TxEntities } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import type { CatalogRecord } from './catalog-definition';

// Transaction parts of the catalogues that keep a code counter or unique-name markers.

export async function readCounter(companyId: string, kind: CatalogKind): Promise<number> {
  const { data } = await db.entities.codeCounter.get({ companyId, kind }).go({ consistent: true });
  return data?.value ?? 0;
}

/** Moves the counter from `current` to current + 1, only if it still holds `current`. */
export function reserveCode(tx: TxEntities, companyId: string, kind: CatalogKind, current: number) {
  return tx.codeCounter
    .update({ companyId, kind })
    .add({ value: 1 })
    .where(({ value }, { eq, notExists }) => (current === 0 ? notExists(value) : eq(value, current)))
    .commit();
}

export function claimName(tx: TxEntities, companyId: string, kind: CatalogKind, name: string, ownerId: string) {
  return tx.nameMarker.create({ companyId, kind, nameNormalized: normalizeText(name), ownerId }).commit();
}

export function releaseName(tx: TxEntities, kind: CatalogKind, record: CatalogRecord) {
  return tx.nameMarker
    .delete({ companyId: record.companyId, kind, nameNormalized: currentNormalizedName(record) })
    .where(({ ownerId }, { eq }) => eq(ownerId, record.id))
    .commit();
}

export function currentNormalizedName(record: CatalogRecord): string {
  return record.nameNormalized ?? normalizeText(record.name);
}

/** A rename that only changes accents, case or spacing keeps the same marker. */
export function isRename(record: CatalogRecord, name: string): boolean {
  return normalizeText(name) !== currentNormalizedName(record);
}
