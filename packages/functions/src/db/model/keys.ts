import type { AttributeSet } from './attributes';
import type { IndexDefinition, KeyDefinition, Schema } from './types';

// ElectroDB's key format, kept so that stored items read the same: the partition key is `$service`, the sort key
// `$entity_version`, each followed by `#attribute_value` per composite attribute, the whole lower-cased, numbers
// padded where the attribute says so. A partial key (a query's) ends with the next attribute's label, unless it is
// a sort-key comparison.

type Values = Readonly<Record<string, unknown>>;

export interface IndexKeys {
  /** The access pattern's name. */
  name: string;
  /** The GSI's name; undefined for the table. */
  index: string | undefined;
  pk: KeyDefinition;
  sk: KeyDefinition;
  condition: ((attributes: Values) => boolean) | undefined;
  /** Every composite attribute, partition key first. */
  composites: readonly string[];
}

export class KeyFormat {
  readonly main: IndexKeys;
  readonly indexes: readonly IndexKeys[];
  private readonly prefixes: { pk: string; sk: string };

  constructor(
    schema: Schema,
    private readonly attributes: AttributeSet,
  ) {
    const { service, entity, version } = schema.model;
    this.prefixes = { pk: `$${service}`, sk: `$${entity}_${version}` };
    this.indexes = Object.entries(schema.indexes).map(([name, definition]: [string, IndexDefinition]) => ({
      name,
      index: definition.index,
      pk: definition.pk,
      sk: definition.sk,
      condition: definition.condition as IndexKeys['condition'],
      composites: [...definition.pk.composite, ...definition.sk.composite],
    }));
    const main = this.indexes.find((index) => index.index === undefined);
    if (!main) throw new Error(`entity ${entity} has no table index`);
    this.main = main;
  }

  byName(name: string): IndexKeys {
    const found = this.indexes.find((index) => index.name === name);
    if (!found) throw new Error(`no index ${name}`);
    return found;
  }

  private format(name: string, value: unknown): string {
    const padding = this.attributes.definitions[name]?.padding;
    const text = String(value);
    return padding ? text.padStart(padding.length, padding.char) : text;
  }

  /**
   * The key from the values at hand: stops at the first missing attribute, after its label (`tail`) or before.
   * `complete` when every composite was there.
   */
  compose(type: 'pk' | 'sk', composite: readonly string[], values: Values, tail = true): { key: string; complete: boolean } {
    let key = this.prefixes[type];
    for (const name of composite) {
      const value = values[name];
      if (value === undefined && !tail) return { key: key.toLowerCase(), complete: false };
      key += `#${name}_`;
      if (value === undefined) return { key: key.toLowerCase(), complete: false };
      key += this.format(name, value);
    }
    return { key: key.toLowerCase(), complete: true };
  }

  /** The table key of one item; throws when a composite attribute is missing. */
  tableKey(values: Values): Record<string, string> {
    const { pk, sk } = this.main;
    const partition = this.compose('pk', pk.composite, values);
    const sort = this.compose('sk', sk.composite, values);
    if (!partition.complete || !sort.complete) {
      const missing = this.main.composites.filter((name) => values[name] === undefined);
      throw new Error(`Incomplete key: missing ${missing.join(', ')}`);
    }
    return { [pk.field]: partition.key, [sk.field]: sort.key };
  }

  /** The table key's composite attributes, from a key or item. */
  keyValues(values: Values): Record<string, unknown> {
    return Object.fromEntries(this.main.composites.map((name) => [name, values[name]]));
  }
}
