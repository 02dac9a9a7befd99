import { allOf, attributeRefs, whereOperations, type ExpressionNames } from './expression';
import type { EntityTable } from './table';
import type { ItemOf, Schema, WhereCallback } from './types';

/** Conditions from `where` callbacks, over the item's attributes by their stored names. */
export abstract class Conditional<S extends Schema> {
  protected readonly conditions: WhereCallback<ItemOf<S>>[] = [];

  constructor(protected readonly entity: EntityTable<S>) {}

  where(condition: WhereCallback<ItemOf<S>>): this {
    this.conditions.push(condition);
    return this;
  }

  protected condition(expression: ExpressionNames, own: string[] = []): string | undefined {
    const refs = attributeRefs((name) => this.entity.attributes.field(name));
    const operations = whereOperations(expression);
    return allOf([...own, ...this.conditions.map((where) => where(refs as never, operations))]);
  }
}
