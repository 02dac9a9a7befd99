import { screen, within } from '@testing-library/react';
import type { PersonHistoryEntry } from '@colabora/core/people/history';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type Handler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { HistoryPanel } from './history-panel';

const HR = { id: 'hr-1', name: 'Roberta Lima' };

// Instants in UTC: the panel shows the company's clock (Sao Paulo, -03:00), whatever the browser's zone.
const at = (hour: number) => new Date(Date.UTC(2026, 3, 10, hour + 3, 5)).toISOString();

const HISTORY: PersonHistoryEntry[] = [
  {
    at: at(15),
    kind: 'changed',
    by: HR,
    changes: [
      { field: 'familyData.maritalStatus', before: '"Solteiro(a)"', after: '"Casado(a)"' },
      { field: 'hiringData.endOfFirstPeriod', before: '2026-04-15', after: '2026-03-31' },
      { field: 'hiringData.additional.dangerousness', before: 'false', after: 'true' },
      { field: 'address.complement', before: null, after: 'Apto 12' },
      { field: 'hiringData.workdayName', before: 'Comercial 44h', after: 'Loja 6x1' },
      { field: 'checkup.pregnant', before: 'Não', after: 'Sim' },
    ],
  },
  {
    at: at(9),
    kind: 'promotionConfirmed',
    by: { id: 'u-1', name: 'Ana Souza' },
    changes: [
      { field: 'Cargo', before: 'Analista de RH', after: 'Coordenadora de RH' },
      { field: 'hiringData.salary', before: '412345', after: '550000' },
    ],
  },
  { at: at(8), kind: 'somethingNew', by: HR, changes: [] },
];

function open(answer: Handler<'getPersonHistory'>) {
  const api = mockApi({ getPersonHistory: answer });
  const app = renderWithProviders(<HistoryPanel userId="u-1" />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

describe('history panel (issue 10 "History")', () => {
  it('says who changed what and when, with the tab labels, readable values and the kind in words', async () => {
    const { api } = open(() => json({ docs: HISTORY, cursor: null }));
    const panel = within(screen.getByRole('region', { name: 'Histórico de alterações' }));
    // The entries (the timeline's own items, not the changes listed inside each).
    const [changed, promoted, unknown] = (await panel.findAllByRole('listitem')).filter((item) => item.parentElement?.tagName === 'OL');
    expect(api.callsTo('getPersonHistory')[0].params).toEqual({ userId: 'u-1' });

    expect(within(changed).getByText('10/04/2026 15:05 · Dados alterados · Roberta Lima')).toBeInTheDocument();
    expect(within(changed).getByText('Estado civil: Solteiro(a) → Casado(a)')).toBeInTheDocument();
    expect(within(changed).getByText('Fim do primeiro período: 15/04/2026 → 31/03/2026')).toBeInTheDocument();
    expect(within(changed).getByText('Periculosidade: Não → Sim')).toBeInTheDocument();
    expect(within(changed).getByText('Complemento: (vazio) → Apto 12')).toBeInTheDocument();
    // Every recorded path reads as its label, never as the path (issue 20 §6).
    expect(within(changed).getByText('Jornada de trabalho: Comercial 44h → Loja 6x1')).toBeInTheDocument();
    expect(within(changed).getByText('Gestante: Não → Sim')).toBeInTheDocument();
    expect(within(changed).queryByText(/hiringData|checkup\./)).not.toBeInTheDocument();

    expect(within(promoted).getByText('10/04/2026 09:05 · Promoção confirmada · Ana Souza')).toBeInTheDocument();
    // Already worded by the API: shown as it came.
    expect(within(promoted).getByText('Cargo: Analista de RH → Coordenadora de RH')).toBeInTheDocument();
    expect(within(promoted).getByText('Salário: R$ 4.123,45 → R$ 5.500,00')).toBeInTheDocument();

    expect(within(unknown).getByText('10/04/2026 08:05 · somethingNew · Roberta Lima')).toBeInTheDocument();
  });

  it('shows earlier changes a page at a time', async () => {
    const { user } = open((call) =>
      call.query.get('cursor') === 'p2' ? json({ docs: HISTORY.slice(1, 2), cursor: null }) : json({ docs: HISTORY.slice(0, 1), cursor: 'p2' }),
    );
    expect(await screen.findByText('Estado civil: Solteiro(a) → Casado(a)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'MOSTRAR ALTERAÇÕES ANTERIORES' }));
    expect(await screen.findByText('Cargo: Analista de RH → Coordenadora de RH')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'MOSTRAR ALTERAÇÕES ANTERIORES' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    open(() => json({ docs: [], cursor: null }));
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
  });

  it('offers a retry when the history cannot load', async () => {
    let fails = true;
    const { user } = open(() => (fails ? json({}, 500) : json({ docs: HISTORY, cursor: null })));
    expect(await screen.findByText('Não foi possível buscar o histórico.')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByText('Estado civil: Solteiro(a) → Casado(a)')).toBeInTheDocument();
  });
});
