import { screen, within } from '@testing-library/react';
import type { WorkdayOption } from '@colabora/core/admission/contract';

export const WORKDAYS: WorkdayOption[] = [
  { _id: 'w-1', name: 'Comercial 44h', scaleType: '5x2' },
  { _id: 'w-2', name: 'Escala 12x36', scaleType: '12/36' },
];

/** The value an InfoGrid shows under `label` (its <dd>), inside `container` when given. */
export function infoValue(label: string, container: HTMLElement = document.body): HTMLElement {
  const term = within(container).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value under ${label}`);
  return value;
}

/** A form field by its label (inputs, selects and radio groups). */
export const field = (label: string) => screen.getByLabelText(label, { exact: true });
