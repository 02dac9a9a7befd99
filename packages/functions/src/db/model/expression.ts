import type { WhereOperations } from './types';

/** The names and values one request's expressions share (`#name`, `:value`). */
export class ExpressionNames {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private count = 0;

  /** `#field` (or `#field.#part` for a path into a map). */
  name(path: readonly string[]): string {
    return path
      .map((part) => {
        const safe = part.replace(/[^A-Za-z0-9_]/g, '_');
        let ref = `#${safe}`;
        for (let n = 1; this.names[ref] !== undefined && this.names[ref] !== part; n += 1) ref = `#${safe}_${n}`;
        this.names[ref] = part;
        return ref;
      })
      .join('.');
  }

  value(value: unknown): string {
    const ref = `:v${this.count++}`;
    this.values[ref] = value;
    return ref;
  }

  /** The parts of a request that carry them, absent when empty. */
  params(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

const PATH = Symbol('path');
interface PathRef {
  [PATH]: string[];
}

/** The attributes a `where`/`data` callback receives: each stands for its stored path; any property goes one level in. */
export function attributeRefs(field: (name: string) => string): Record<string, PathRef> {
  const ref = (path: string[]): PathRef =>
    new Proxy({ [PATH]: path } as PathRef, {
      get: (target, key) => (key === PATH ? target[PATH] : typeof key === 'string' ? ref([...path, key]) : undefined),
    });
  return new Proxy({}, { get: (_, name) => (typeof name === 'string' ? ref([field(name)]) : undefined) });
}

export function pathOf(attribute: unknown): string[] {
  const path = (attribute as Partial<PathRef> | undefined)?.[PATH];
  if (!path) throw new Error('not an attribute of the entity');
  return path;
}

/** The comparisons of a `where` callback, writing into `expression`. */
export function whereOperations(expression: ExpressionNames): WhereOperations {
  const compare = (op: string) => (attribute: unknown, value: unknown) =>
    `${expression.name(pathOf(attribute))} ${op} ${expression.value(value)}`;
  return {
    eq: compare('='),
    ne: compare('<>'),
    gt: compare('>'),
    gte: compare('>='),
    lt: compare('<'),
    lte: compare('<='),
    begins: (attribute, value) => `begins_with(${expression.name(pathOf(attribute))}, ${expression.value(value)})`,
    exists: (attribute) => `attribute_exists(${expression.name(pathOf(attribute))})`,
    notExists: (attribute) => `attribute_not_exists(${expression.name(pathOf(attribute))})`,
  };
}

/** Conditions joined as ElectroDB joins successive `where` calls. */
export function allOf(conditions: readonly string[]): string | undefined {
  const present = conditions.map((condition) => condition.trim()).filter((condition) => condition !== '');
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : present.map((condition) => `(${condition})`).join(' AND ');
}
