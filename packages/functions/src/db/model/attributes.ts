import type { AttributeDefinition, Attributes } from './types';

// What an item's attributes go through on their way in (defaults, checks, derived values, stored names) and out
// (stored names back, undeclared fields dropped), as ElectroDB 3 did, so items written before read the same.

type Item = Record<string, unknown>;
type Setter = (value: unknown, item: Item) => unknown;

export class AttributeError extends Error {
  override name = 'AttributeError';
}

function fail(path: string, reason: string): never {
  throw new AttributeError(`Invalid value for attribute "${path}": ${reason}`);
}

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

function defaultOf(definition: AttributeDefinition): unknown {
  return typeof definition.default === 'function' ? (definition.default as () => unknown)() : definition.default;
}

/** The value with its default, and a map's undeclared properties dropped (root maps: empty and optional is absent). */
function withDefaults(definition: AttributeDefinition, value: unknown, root: boolean): unknown {
  const given = value === undefined ? defaultOf(definition) : value;
  if (definition.type !== 'map' || !definition.properties || given === undefined) return given;
  if (!isObject(given)) return given;
  const result: Item = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    const child = withDefaults(property, given[name], false);
    if (child !== undefined) result[name] = child;
  }
  const empty = Object.keys(result).length === 0;
  if (empty && root && value === undefined && definition.default === undefined && !definition.required) return undefined;
  return result;
}

/** Throws unless the value fits its declaration (type, enum, required, validate; map properties and list items). */
export function check(definition: AttributeDefinition, value: unknown, path: string): void {
  if (value === undefined) {
    if (definition.required) fail(path, 'a value is required');
  } else if (Array.isArray(definition.type)) {
    if (!definition.type.includes(value as string)) fail(path, `not one of ${definition.type.join(', ')}`);
  } else if (definition.type === 'map') {
    if (!isObject(value)) fail(path, 'expected an object');
    for (const [name, property] of Object.entries(definition.properties ?? {})) check(property, value[name], `${path}.${name}`);
  } else if (definition.type === 'list' || definition.type === 'set') {
    if (!Array.isArray(value)) fail(path, 'expected an array');
    if (definition.items) for (const item of value) check(definition.items, item, `${path}[*]`);
  } else if (definition.type !== 'any' && typeof value !== definition.type) {
    fail(path, `expected a ${String(definition.type)}, received a ${typeof value}`);
  }
  if (definition.validate) {
    let valid: boolean;
    try {
      valid = (definition.validate as (value: unknown) => boolean)(value);
    } catch {
      valid = false;
    }
    if (!valid) fail(path, 'refused by its validation');
  }
}

/** Applies declared setters; maps keep their declared properties, lists go through their items' setters. */
function setterOf(definition: AttributeDefinition, root: boolean): Setter {
  const own = definition.set as Setter | undefined;
  if (definition.type === 'map' && definition.properties) {
    const properties = Object.entries(definition.properties).map(([name, property]) => [name, setterOf(property, false)] as const);
    return (value, item) => {
      if (value === undefined) return own ? own(value, item) : undefined;
      const data: Item = {};
      for (const [name, set] of properties) {
        const child = (value as Item)[name];
        if (child === undefined) continue;
        const result = set(child, value as Item);
        if (result !== undefined) data[name] = result;
      }
      if (own) return own(data, item);
      const empty = Object.keys(data).length === 0;
      return empty && root && !definition.required && definition.default === undefined ? undefined : data;
    };
  }
  if (definition.type === 'list' && definition.items) {
    const set = setterOf(definition.items, false);
    return (value, item) => {
      if (value === undefined) return own ? own(value, item) : undefined;
      const data = (value as unknown[]).map((entry) => set(entry, { list: value })).filter((entry) => entry !== undefined);
      return own ? own(data, item) : data;
    };
  }
  return own ?? ((value) => value);
}

/** Maps keep only their declared properties on the way out too. */
function readerOf(definition: AttributeDefinition, root: boolean): (value: unknown) => unknown {
  if (definition.type === 'map' && definition.properties) {
    const properties = Object.entries(definition.properties).map(([name, property]) => [name, readerOf(property, false)] as const);
    return (value) => {
      if (!isObject(value)) return value;
      const data: Item = {};
      for (const [name, read] of properties) {
        if (value[name] === undefined) continue;
        const result = read(value[name]);
        if (result !== undefined) data[name] = result;
      }
      const empty = Object.keys(data).length === 0;
      return empty && root && !definition.required && definition.default === undefined ? undefined : data;
    };
  }
  if (definition.type === 'list' && definition.items) {
    const read = readerOf(definition.items, false);
    return (value) => (Array.isArray(value) ? value.map(read).filter((entry) => entry !== undefined) : value);
  }
  return (value) => value;
}

/** One entity's attributes, compiled once. */
export class AttributeSet {
  readonly readOnly = new Set<string>();
  readonly required = new Set<string>();
  private readonly setters = new Map<string, Setter>();
  private readonly readers = new Map<string, (value: unknown) => unknown>();
  /** Watched attribute → the derived attributes that watch it. */
  private readonly watchers = new Map<string, string[]>();
  private readonly derived = new Set<string>();
  private readonly toField = new Map<string, string>();
  private readonly toName = new Map<string, string>();

  constructor(readonly definitions: Attributes) {
    for (const [name, definition] of Object.entries(definitions)) {
      if (definition.readOnly) this.readOnly.add(name);
      if (definition.required) this.required.add(name);
      this.setters.set(name, setterOf(definition, true));
      this.readers.set(name, readerOf(definition, true));
      const field = definition.field ?? name;
      this.toField.set(name, field);
      this.toName.set(field, name);
      for (const watched of definition.watch ?? []) {
        this.derived.add(name);
        this.watchers.set(watched, [...(this.watchers.get(watched) ?? []), name]);
      }
    }
  }

  has(name: string): boolean {
    return this.setters.has(name);
  }

  definition(name: string): AttributeDefinition {
    const definition = this.definitions[name];
    if (!definition) throw new AttributeError(`Attribute "${name}" does not exist on the entity`);
    return definition;
  }

  field(name: string): string {
    return this.toField.get(name) ?? name;
  }

  /** A new item: every attribute with its default, checked. */
  forCreate(payload: Item): Item {
    const record: Item = {};
    for (const [name, definition] of Object.entries(this.definitions)) {
      const value = withDefaults(definition, payload[name], true);
      check(definition, value, name);
      record[name] = value;
    }
    return record;
  }

  /** Values being written to an existing item, checked (read-only ones refused unless `allowReadOnly`). */
  forUpdate(payload: Item, allowReadOnly = false): void {
    for (const [name, value] of Object.entries(payload)) {
      const definition = this.definitions[name];
      if (!definition) continue;
      if (definition.readOnly && !allowReadOnly) throw new AttributeError(`Attribute "${name}" is read-only and cannot be updated`);
      check(definition, withDefaults(definition, value, true), name);
    }
  }

  /** Attributes that may not be removed. */
  forRemove(names: readonly string[]): void {
    for (const name of names) {
      const definition = this.definition(name);
      if (definition.readOnly) throw new AttributeError(`Attribute "${name}" is read-only and cannot be removed`);
      if (definition.required) throw new AttributeError(`Attribute "${name}" is required and cannot be removed`);
    }
  }

  /**
   * The setters of the attributes written, then those of the derived attributes watching them (which see the set
   * values). Setters are applied once; ElectroDB ran the unwatched ones twice, the same for the idempotent ones here.
   */
  applySetters(payload: Item): Item {
    const data: Item = { ...payload };
    for (const name of Object.keys(payload)) {
      if (this.derived.has(name)) continue;
      const set = this.setters.get(name);
      if (set) data[name] = set(payload[name], payload);
    }
    const triggered = new Set(Object.keys(data).flatMap((name) => this.watchers.get(name) ?? []));
    for (const name of triggered) data[name] = (this.setters.get(name) as Setter)(data[name], { ...data });
    return data;
  }

  /** Attribute names to stored field names, undefined values left out. */
  toFields(record: Item): Item {
    const item: Item = {};
    for (const [name, value] of Object.entries(record)) if (value !== undefined) item[this.field(name)] = value;
    return item;
  }

  /** A stored item's declared attributes, by name (keys and markers left out), optionally only `only`. */
  fromFields(stored: Item, only?: ReadonlySet<string>): Item {
    const item: Item = {};
    for (const [field, value] of Object.entries(stored)) {
      const name = this.toName.get(field);
      if (name === undefined || (only && !only.has(name))) continue;
      const read = (this.readers.get(name) as (value: unknown) => unknown)(value);
      if (read !== undefined) item[name] = read;
    }
    return item;
  }
}
