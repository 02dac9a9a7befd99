import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payslip } from '@colabora/core/payslip/schema';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { storageAccepts } from '@/testing/storage';
import { PayslipsTab } from './payslips-tab';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/h.pdf' }, key: 'uploads/c-1/h.pdf' };

const OPENED: Payslip = {
  _id: 'ps-2',
  date: '2026-02-01',
  month: 2,
  year: 2026,
  payslip: { name: 'fevereiro.pdf', key: 'files/c-1/fevereiro.pdf' },
  uploadedAt: '2026-03-05T12:00:00.000Z',
  firstOpenedAt: '2026-03-06T12:00:00.000Z',
};
const NOT_OPENED: Payslip = { ...OPENED, _id: 'ps-1', date: '2026-01-01', month: 1, payslip: { name: 'janeiro.pdf', key: 'files/c-1/janeiro.pdf' }, firstOpenedAt: null };

// Today is 15/03/2026 for the month options (admission in December 2025).
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00-03:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

function open(handlers: Parameters<typeof mockApi>[0], readOnly = false) {
  const api = mockApi(handlers);
  const app = renderWithProviders(<PayslipsTab userId="u-1" admissionDate="2025-12-10" readOnly={readOnly} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}

describe('HOLERITES tab (001 §2, §5 Payslip upload, §8)', () => {
  it("lists newest first with the month, the file and whether the person opened it ('Aberto em', 'Não aberto')", async () => {
    open({ listPayslips: () => json([OPENED, NOT_OPENED]) });
    const table = await screen.findByRole('table', { name: 'Holerites' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Fevereiro/2026');
    expect(rows[0]).toHaveTextContent('fevereiro.pdf');
    expect(rows[0]).toHaveTextContent('Aberto em 06/03/2026');
    expect(rows[1]).toHaveTextContent('Janeiro/2026');
    expect(rows[1]).toHaveTextContent('Não aberto');
  });

  it("offers the months from the admission month to the current one, filters by month, and says 'Nenhum holerite encontrado!'", async () => {
    const { api, user } = open({ listPayslips: (call) => json(call.query.get('month') ? [] : [OPENED]) });
    await screen.findByRole('table', { name: 'Holerites' });
    await user.click(screen.getByRole('combobox', { name: 'Mês' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Todos os meses', 'Março/2026', 'Fevereiro/2026', 'Janeiro/2026', 'Dezembro/2025']);
    await user.click(screen.getByRole('option', { name: 'Dezembro/2025' }));
    expect(await screen.findByText('Nenhum holerite encontrado!')).toBeInTheDocument();
    const last = api.callsTo('listPayslips').at(-1);
    expect([last?.query.get('month'), last?.query.get('year')]).toEqual(['12', '2025']);
  });

  it('sends a PDF for the chosen month with the key of the upload', async () => {
    storageAccepts();
    const { api, user } = open({
      listPayslips: () => json([]),
      createUpload: () => json(TICKET),
      createPayslip: () => json(OPENED, 201),
    });
    await screen.findByText('Nenhum holerite encontrado!');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findAllByText('Campo obrigatório')).not.toHaveLength(0);
    expect(screen.getByText('Nenhum arquivo selecionado')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Mês do holerite/ }));
    await user.click(screen.getByRole('option', { name: 'Fevereiro/2026' }));
    await user.upload(screen.getByLabelText('Holerite (PDF)'), new File([PDF], 'fevereiro.pdf', { type: 'application/pdf' }));
    await screen.findByText('fevereiro.pdf');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Holerite inserido com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createPayslip')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: { month: 2, year: 2026, file: { key: TICKET.key, name: 'fevereiro.pdf', size: PDF.length } },
    });
  });

  it("removes a payslip after a confirmation ('Holerite Removido')", async () => {
    const { api, user } = open({ listPayslips: () => json([OPENED]), deletePayslip: () => json(OPENED) });
    await user.click(await screen.findByRole('button', { name: 'Remover holerite fevereiro.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover holerite' });
    expect(dialog).toHaveTextContent('O holerite de Fevereiro/2026 (fevereiro.pdf) deixará de aparecer para o colaborador.');
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Holerite Removido')).toBeInTheDocument();
    expect(api.callsTo('deletePayslip')[0]).toMatchObject({ params: { userId: 'u-1' }, body: { payslipId: 'ps-2' } });
  });

  it('read-only: the list alone, no upload and no removal', async () => {
    open({ listPayslips: () => json([OPENED]) }, true);
    await screen.findByRole('table', { name: 'Holerites' });
    expect(screen.queryByRole('button', { name: 'ENVIAR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover holerite/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir holerite Fevereiro/2026' })).toBeInTheDocument();
  });

  it("says 'Não foi possível pegar os dados' when the list fails", async () => {
    open({ listPayslips: () => json({ message: 'x' }, 500) });
    await waitFor(() => expect(screen.getAllByText('Não foi possível pegar os dados').length).toBeGreaterThan(0));
  });
});
