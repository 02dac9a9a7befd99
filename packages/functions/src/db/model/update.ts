import { ExpressionNames } from './expression';
import type { IndexKeys, KeyFormat } from './keys';

type Item = Record<string, unknown>;

/** An UpdateExpression being built: SET, REMOVE, ADD and DELETE clauses over shared names and values. */
export class UpdateExpression {
  readonly names = new ExpressionNames();
  private readonly clauses = { SET: [] as string[], REMOVE: [] as string[], ADD: [] as string[], DELETE: [] as string[] };

  set(path: readonly string[], value: unknown): void {
    this.clauses.SET.push(`${this.names.name(path)} = ${this.names.value(value)}`);
  }

  /** Written only when the item does not have it yet. */
  setIfAbsent(path: readonly string[], value: unknown): void {
    const name = this.names.name(path);
    this.clauses.SET.push(`${name} = if_not_exists(${name}, ${this.names.value(value)})`);
  }

  remove(path: readonly string[]): void {
    this.clauses.REMOVE.push(this.names.name(path));
  }

  /** Numbers and sets; an absent number counts as 0. */
  add(path: readonly string[], value: unknown): void {
    this.clauses.ADD.push(`${this.names.name(path)} ${this.names.value(value)}`);
  }

  subtract(path: readonly string[], value: unknown): void {
    const name = this.names.name(path);
    this.clauses.SET.push(`${name} = (if_not_exists(${name}, ${this.names.value(0)}) - ${this.names.value(value)})`);
  }

  append(path: readonly string[], value: unknown): void {
    const name = this.names.name(path);
    this.clauses.SET.push(`${name} = list_append(if_not_exists(${name}, ${this.names.value([])}), ${this.names.value(value)})`);
  }

  delete(path: readonly string[], value: unknown): void {
    this.clauses.DELETE.push(`${this.names.name(path)} ${this.names.value(value)}`);
  }

  build(): string {
    return Object.entries(this.clauses)
      .filter(([, parts]) => parts.length > 0)
      .map(([clause, parts]) => `${clause} ${parts.join(', ')}`)
      .join(' ');
  }
}

const present = (values: Item, names: readonly string[]) => names.filter((name) => values[name] !== undefined);

function incomplete(index: IndexKeys, values: Item): never {
  const missing = index.composites.filter((name) => values[name] === undefined);
  throw new Error(`Incomplete composite attributes for index ${index.name}: ${missing.join(', ')}`);
}

function secondary(keys: KeyFormat): IndexKeys[] {
  return keys.indexes.filter((index) => index !== keys.main);
}

/**
 * The secondary-index keys of a whole item (create, put, upsert): an index any of whose composite attributes is
 * there gets both keys (all its composites must be), unless its condition refuses the item: then none.
 */
export function putKeys(keys: KeyFormat, record: Item): { written: Item; removed: string[] } {
  const written: Item = {};
  const removed: string[] = [];
  for (const index of secondary(keys)) {
    if (present(record, index.composites).length === 0) continue;
    if (present(record, index.composites).length < index.composites.length) incomplete(index, record);
    if (index.condition && !index.condition(record)) {
      removed.push(index.pk.field, index.sk.field);
      continue;
    }
    written[index.pk.field] = keys.compose('pk', index.pk.composite, record).key;
    written[index.sk.field] = keys.compose('sk', index.sk.composite, record).key;
  }
  return { written, removed };
}

/**
 * The secondary-index keys an update changes. A key with a composite attribute written is written again (all its
 * composites must be at hand, from the write or the table key); a key without composites goes with its partner.
 * A sparse index (condition) is decided again when one of its attributes is written, from what the write holds:
 * kept (both keys written) or left (both removed). Removing a composite attribute removes its key.
 */
export function updateKeys(keys: KeyFormat, changed: Item, removedNames: readonly string[], keyValues: Item): { written: Item; removed: string[] } {
  const known = { ...changed, ...keyValues };
  const written: Item = {};
  const removed = new Set<string>();
  for (const index of secondary(keys)) {
    const touched = (composite: readonly string[]) => composite.some((name) => changed[name] !== undefined);
    const included = (composite: readonly string[]) => composite.length > 0 && composite.every((name) => keyValues[name] !== undefined);
    let pkChanged = touched(index.pk.composite);
    let skChanged = touched(index.sk.composite);
    if (index.condition) {
      const decide = pkChanged || skChanged || index.composites.every((name) => keyValues[name] !== undefined);
      if (decide) {
        if (present(known, index.composites).length < index.composites.length) incomplete(index, known);
        if (!index.condition(known)) {
          removed.add(index.pk.field).add(index.sk.field);
          continue;
        }
        pkChanged ||= included(index.pk.composite);
        skChanged ||= included(index.sk.composite);
      }
    }
    for (const [type, changedType] of [['pk', pkChanged], ['sk', skChanged]] as const) {
      if (!changedType) continue;
      const composite = index[type].composite;
      if (present(known, composite).length < composite.length) incomplete(index, known);
      written[index[type].field] = keys.compose(type, composite, known).key;
    }
    if ((pkChanged || skChanged) && index.sk.composite.length === 0) written[index.sk.field] = keys.compose('sk', [], known).key;
    for (const type of ['pk', 'sk'] as const) {
      if (index[type].composite.some((name) => removedNames.includes(name))) removed.add(index[type].field);
    }
  }
  return { written, removed: [...removed] };
}
