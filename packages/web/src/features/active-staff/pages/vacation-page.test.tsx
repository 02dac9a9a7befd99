import { screen, within } from '@testing-library/react';
import { appPath } from '@colabora/core/navigation/app-routes';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { vacationItem } from '@/testing/vacation';
import { VacationPage } from './vacation-page';

function openPage(handler: Parameters<typeof mockApi>[0]['listVacations']) {
  const api = mockApi({ listVacations: handler });
  const app = renderRoute(appPath('vacation'), { vacation: <VacationPage /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

describe('FÉRIAS (/home/vacation, issue 24)', () => {
  it("lists every person's open periods in the order the API gives, with the deadline, the notice and the alert", async () => {
    const urgent = vacationItem('2027-01-10');
    const later = vacationItem('2026-06-10', { _id: 'u-2', fullName: 'Bruno Lima' });
    openPage(() => json([urgent, later]));
    const table = await screen.findByRole('table', { name: 'Férias por colaborador' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', appPath('activeDetail', { userId: 'u-1' }));
    expect(rows[0]).toHaveTextContent('02/03/2025 a 01/03/2026');
    expect(rows[0]).toHaveTextContent('01/03/2027');
    expect(within(rows[0]).getByText('Vence em até 60 dias')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(within(table).getAllByText('Em dia').length).toBeGreaterThan(0);
  });

  it('shows the days sold (abono, CLT art. 143) in a column of their own, apart from the days taken', async () => {
    const facts = { admissionDate: '2025-03-02', vacations: [{ first: '2026-04-06', days: 14, soldDays: 10 }] };
    openPage(() => json([vacationItem('2026-06-10', { facts })]));
    const table = await screen.findByRole('table', { name: 'Férias por colaborador' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    const column = (name: string) => cells[headers.indexOf(name)];
    expect([column('Gozados'), column('Abono'), column('Saldo')]).toEqual(['14', '10', '6']);
  });

  it('says when there is no one', async () => {
    openPage(() => json([]));
    expect(await screen.findByText('Nenhum colaborador ativo com data de admissão.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    openPage(() => json({ message: 'Falha' }, 500));
    expect(await screen.findByText('Não foi possível buscar as férias. Tente novamente.')).toBeInTheDocument();
  });
});
