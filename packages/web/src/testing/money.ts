import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export interface TypedAmount {
  /** What a person types, key by key. */
  typed: string;
  /** What the API must receive. */
  centavos: number;
  /** What the box says it understood. */
  shown: string;
}

/** What Brazilians type into a money box, and what it means (issue 9). */
export const TYPED_AMOUNTS: TypedAmount[] = [
  { typed: '1.500,00', centavos: 150000, shown: 'R$ 1.500,00' },
  { typed: '1500', centavos: 150000, shown: 'R$ 1.500,00' },
  { typed: '1.234,56', centavos: 123456, shown: 'R$ 1.234,56' },
  { typed: '2.500,00', centavos: 250000, shown: 'R$ 2.500,00' },
  { typed: '0,50', centavos: 50, shown: 'R$ 0,50' },
];

/** One centavo over the cap of R$ 1.000.000,00. */
export const OVER_THE_CAP: TypedAmount = { typed: '1.000.000,01', centavos: 100000001, shown: 'R$ 1.000.000,01' };

/**
 * Empties the money box and types `typed` into it key by key (the bug was in typing, not pasting), checks
 * that the box says what it understood while the person types, then leaves it and checks that it shows it.
 */
export async function typeAmount(user: UserEvent, box: HTMLElement, { typed, shown }: TypedAmount) {
  await user.clear(box);
  await user.type(box, typed);
  expect(box).toHaveAccessibleDescription(`Valor entendido: ${shown}`);
  await user.tab();
  expect(box).toHaveValue(shown);
}
