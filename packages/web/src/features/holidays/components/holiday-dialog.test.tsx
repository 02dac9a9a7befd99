import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import { CARNAVAL, choose, NATAL, openHolidays } from '../testing/holiday-fixtures';

async function openAdd(handlers: Parameters<typeof openHolidays>[0] = {}) {
  const app = await openHolidays(handlers);
  await app.user.click(screen.getByRole('button', { name: 'ADICIONAR NOVO FERIADO' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar Feriado' });
  return { ...app, dialog: within(dialog) };
}

const submit = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'REGISTRAR FERIADO' });

describe("'Adicionar Feriado' (spec 002 §2.8, §4.7, §5.9)", () => {
  it("requires name, type and model: 'Campo obrigatório'; CANCELAR closes", async () => {
    const { user, dialog } = await openAdd();
    await user.click(submit(dialog));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(3);
    expect(dialog.queryByLabelText(/^Data/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a dated holiday needs a valid date: 'Data Invalida'", async () => {
    const { user, dialog } = await openAdd();
    await fill(user, dialog.getByLabelText(/^Nome do feriado/), 'Natal');
    await choose(user, /^Tipo/, 'NACIONAL');
    await choose(user, /^Modelo/, 'Data');
    await user.click(submit(dialog));
    expect(await dialog.findByText('Data Invalida')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Data' }), '3102');
    await user.tab();
    expect(await dialog.findByText('Data Invalida')).toBeInTheDocument();
  });

  it("a period needs both days, the end after the start: 'Informe uma data posterior a de entrada'", async () => {
    const { user, dialog } = await openAdd();
    await fill(user, dialog.getByLabelText(/^Nome do feriado/), 'Carnaval');
    await choose(user, /^Tipo/, 'ESTADUAL');
    await choose(user, /^Modelo/, 'Período');
    await user.click(submit(dialog));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(2);
    await fill(user, dialog.getByLabelText(/^Início do período/), '17/02/2026');
    await fill(user, dialog.getByLabelText(/^Fim do período/), '16/02/2026');
    await user.click(submit(dialog));
    expect(await dialog.findByText('Informe uma data posterior a de entrada')).toBeInTheDocument();
  });

  it("adds a dated holiday, sending only its date with the company: 'Feriado adicionado'", async () => {
    const { user, dialog, api } = await openAdd({ createHoliday: () => json(NATAL, 201) });
    await fill(user, dialog.getByLabelText(/^Nome do feriado/), 'Natal');
    await choose(user, /^Tipo/, 'NACIONAL');
    await choose(user, /^Modelo/, 'Período');
    await fill(user, dialog.getByLabelText(/^Início do período/), '01/12/2026');
    await choose(user, /^Modelo/, 'Data');
    await fill(user, dialog.getByRole('textbox', { name: 'Data' }), '25/12/2026');
    await user.click(submit(dialog));
    expect(await screen.findByText('Feriado adicionado')).toBeInTheDocument();
    expect(api.callsTo('createHoliday')[0].body).toEqual({
      name: 'Natal',
      type: 'NATIONAL',
      holidayModel: 'date',
      date: '2026-12-25',
      optional: false,
      company: 'c-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Não foi possível adicionar o feriado', or the server's reason", async () => {
    const create = vi.fn().mockResolvedValueOnce(json({}, 500)).mockResolvedValueOnce(json({ message: 'Serviço indisponível' }, 503));
    const { user, dialog } = await openAdd({ createHoliday: create });
    await fill(user, dialog.getByLabelText(/^Nome do feriado/), 'Natal');
    await choose(user, /^Tipo/, 'MUNICIPAL');
    await choose(user, /^Modelo/, 'Data');
    await fill(user, dialog.getByRole('textbox', { name: 'Data' }), '25/12/2026');
    await user.click(submit(dialog));
    expect(await screen.findByText('Não foi possível adicionar o feriado')).toBeInTheDocument();
    await user.click(submit(dialog));
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
  });

  it("edits a period, sending only the period, and marks a ponto facultativo: 'Feriado editado com sucesso'", async () => {
    const { user, api } = await openHolidays({ updateHoliday: () => json(CARNAVAL) });
    await user.click(await screen.findByRole('button', { name: 'Editar Carnaval 16/02/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Feriado' }));
    expect(dialog.getByLabelText(/^Nome do feriado/)).toHaveValue('Carnaval');
    expect(dialog.getByLabelText(/^Início do período/)).toHaveValue('16/02/2026');
    expect(dialog.getByLabelText(/^Fim do período/)).toHaveValue('17/02/2026');
    expect(dialog.getByLabelText(/^Ponto facultativo/)).toBeChecked();
    await user.click(dialog.getByLabelText(/^Ponto facultativo/));
    await user.click(submit(dialog));
    expect(await screen.findByText('Feriado editado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('updateHoliday')[0]).toMatchObject({
      params: { id: 'h-2' },
      body: {
        _id: 'h-2',
        name: 'Carnaval',
        type: 'NATIONAL',
        holidayModel: 'period',
        period: { start: '2026-02-16', end: '2026-02-17' },
        optional: false,
        company: 'c-1',
      },
    });
    expect(api.callsTo('updateHoliday')[0].body).not.toHaveProperty('date');
  });

  it("says 'Não foi possível editar o feriado' when the edit fails", async () => {
    const { user } = await openHolidays({ updateHoliday: () => json({}, 500) });
    await user.click(await screen.findByRole('button', { name: 'Editar Natal 25/12/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Feriado' }));
    expect(dialog.getByRole('textbox', { name: 'Data' })).toHaveValue('25/12/2026');
    await user.click(submit(dialog));
    expect(await screen.findByText('Não foi possível editar o feriado')).toBeInTheDocument();
  });
});
