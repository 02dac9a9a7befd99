import { screen, waitFor } from '@testing-library/react';
import type { JobRole } from '@colabora/core/job-role/schema';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { OVER_THE_CAP, TYPED_AMOUNTS, typeAmount } from '@/testing/money';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { JobRoleDialog } from './job-role-dialog';

const ANALISTA: JobRole = {
  _id: 'j-7',
  code: 7,
  name: 'Analista',
  baseSalary: 450000,
  toxicologicalExam: false,
  totalEmployees: 2,
  company: 'c-1',
};

function open(item: JobRole | null = null) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const app = renderWithProviders(<JobRoleDialog open item={item} onClose={onClose} onCreated={onCreated} />, {
    session: sessionFor('ADMINISTRATOR_COMPANY'),
  });
  return { ...app, onClose, onCreated };
}

describe('job role dialog (spec 001 §5 "Job role")', () => {
  it('requires name and base salary', async () => {
    const { user, onClose } = open();
    expect(await screen.findByRole('heading', { name: 'Adicionar cargo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('treats a blank name as missing', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText(/^Nome do cargo/), '   ');
    await user.type(screen.getByLabelText(/^Base salarial/), '1500');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(1);
  });

  it('types the salary as R$ and sends centavos with the company', async () => {
    const api = mockApi({ createJobRole: () => json({ _id: 'j-9' }, 201) });
    const { user, onClose } = open();
    await fill(user, await screen.findByLabelText(/^Nome do cargo/), '  Motorista ');
    const salary = screen.getByLabelText(/^Base salarial/);
    await user.type(salary, '1234,5');
    await user.tab();
    expect(salary).toHaveValue('R$ 1.234,50');
    await user.click(screen.getByLabelText('Solicitar exame toxicológico para este cargo'));
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText('Cargo adicionado')).toBeInTheDocument();
    expect(api.callsTo('createJobRole')[0].body).toEqual({
      name: 'Motorista',
      baseSalary: 123450,
      toxicologicalExam: true,
      company: 'c-1',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('edits through POST /job-role/{id} and says "Cargo Atualizado"', async () => {
    const api = mockApi({ updateJobRole: () => json(ANALISTA) });
    const { user } = open(ANALISTA);
    expect(await screen.findByRole('heading', { name: 'Editar cargo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Base salarial/)).toHaveValue('R$ 4.500,00');
    await user.clear(screen.getByLabelText(/^Nome do cargo/));
    await fill(user, screen.getByLabelText(/^Nome do cargo/), 'Analista Sênior');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText('Cargo Atualizado')).toBeInTheDocument();
    const call = api.callsTo('updateJobRole')[0];
    expect(call.params).toEqual({ id: 'j-7' });
    expect(call.body).toEqual({ _id: 'j-7', name: 'Analista Sênior', baseSalary: 450000, toxicologicalExam: false, company: 'c-1' });
  });

  it("shows the server's message, else 'Não foi possível adicionar o cargo', and stays open", async () => {
    mockApi({
      createJobRole: vi
        .fn()
        .mockResolvedValueOnce(json({ message: 'Já existe um cargo com esse nome.', errors: { name: 'Já existe um cargo com esse nome.' } }, 409))
        .mockResolvedValueOnce(json({}, 500)),
    });
    const { user, onClose } = open();
    await fill(user, await screen.findByLabelText(/^Nome do cargo/), 'Analista');
    await user.type(screen.getByLabelText(/^Base salarial/), '100');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(screen.getAllByText('Já existe um cargo com esse nome.')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Não foi possível adicionar o cargo')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(TYPED_AMOUNTS)("reads 'Base salarial' typed as $typed as $centavos centavos", async (amount) => {
    const api = mockApi({ createJobRole: () => json({ _id: 'j-9' }, 201) });
    const { user, onClose } = open();
    await fill(user, await screen.findByLabelText(/^Nome do cargo/), 'Motorista');
    await typeAmount(user, screen.getByLabelText(/^Base salarial/), amount);
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('createJobRole')[0].body).toMatchObject({ baseSalary: amount.centavos });
  });

  it("says 'Valor invalido' for a base salary over R$ 1.000.000,00, or typed with two readings, and sends nothing", async () => {
    const api = mockApi({ createJobRole: () => json({ _id: 'j-9' }, 201) });
    const { user } = open();
    await fill(user, await screen.findByLabelText(/^Nome do cargo/), 'Motorista');
    const salary = screen.getByLabelText(/^Base salarial/);
    await typeAmount(user, salary, OVER_THE_CAP);
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(salary).toHaveAccessibleDescription('Valor invalido'));

    await user.clear(salary);
    await user.type(salary, '1.50');
    await user.tab();
    expect(salary).toHaveValue('1.50');
    expect(salary).toHaveAccessibleDescription('Valor invalido');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(salary).toHaveAccessibleDescription('Valor invalido');
    expect(api.callsTo('createJobRole')).toEqual([]);
  });
});
