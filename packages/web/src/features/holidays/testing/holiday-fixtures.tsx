import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Holiday } from '@colabora/core/holiday/schema';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { HolidaysPage } from '../pages/holidays-page';

export const NATAL: Holiday = { _id: 'h-1', name: 'Natal', type: 'NATIONAL', holidayModel: 'date', date: '2026-12-25', optional: false, company: 'c-1' };
export const CARNAVAL: Holiday = {
  _id: 'h-2',
  name: 'Carnaval',
  type: 'NATIONAL',
  holidayModel: 'period',
  period: { start: '2026-02-16', end: '2026-02-17' },
  optional: true,
  company: 'c-1',
};
export const ANIVERSARIO: Holiday = {
  _id: 'h-3',
  name: 'Aniversário da cidade de São José dos Campos',
  type: 'MUNICIPAL',
  holidayModel: 'date',
  date: '2026-07-27',
  optional: false,
  company: 'c-1',
};
export const HOLIDAYS = [ANIVERSARIO, CARNAVAL, NATAL];

/** /home/holidays with the list answering `docs` and the other calls as given. */
export async function openHolidays(handlers: Parameters<typeof mockApi>[0] = {}, docs: Holiday[] = HOLIDAYS) {
  const api = mockApi({ paginateHolidays: () => json({ docs, total: docs.length }), ...handlers });
  const app = renderRoute('/home/holidays', { holidays: <HolidaysPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  await screen.findByRole('heading', { name: 'Feriados' });
  return { ...app, api };
}

/** Picks an option of a select field by its label. */
export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}
