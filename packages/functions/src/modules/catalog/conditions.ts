import type { WhereAttributeSymbol } from '../../db/model/types';
import { currentNormalizedName } from './catalog-writes';
import type { CatalogRecord } from './catalog-definition';

// Conditions of the catalogue writes, for any catalogue entity's `where` (they name only shared attributes).

type Attribute<T> = WhereAttributeSymbol<T>;
interface Operations {
  eq: <T, A extends Attribute<T>>(attr: A, value: T) => string;
  exists: <T, A extends Attribute<T>>(attr: A) => string;
}

/** An item's key attributes (its entity builds the keys from them). */
export const itemKey = ({ companyId, id }: CatalogRecord) => ({ companyId, id });

/** The item still has the name it was read with: a rename in between would leave its marker behind. */
export function nameStill(item: CatalogRecord) {
  return ({ nameNormalized }: { nameNormalized: Attribute<string> }, { eq }: Operations) =>
    eq(nameNormalized, currentNormalizedName(item));
}

/** The item exists (it was not removed meanwhile). */
export const stillThere = ({ id }: { id: Attribute<string> }, { exists }: Operations) => exists(id);

/** The item exists and nobody points at it: a person assigned meanwhile raised its total, and refuses this. */
export const stillUnused = (
  { id, totalEmployees }: { id: Attribute<string>; totalEmployees: Attribute<number> },
  { exists, eq }: Operations,
) => `${exists(id)} AND ${eq(totalEmployees, 0)}`;
