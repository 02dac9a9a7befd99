import { screen } from '@testing-library/react';
import type { Department } from '@colabora/core/department/schema';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { DepartmentDialog } from './department-dialog';

const VENDAS: Department = { _id: 'd-3', code: 3, name: 'Vendas', totalEmployees: 0, company: 'c-1' };

function open(item: Department | null = null) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const app = renderWithProviders(<DepartmentDialog open item={item} onClose={onClose} onCreated={onCreated} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, onClose, onCreated };
}

describe('department dialog (spec 002 §5.7)', () => {
  it("requires the name: 'Nome do departamento obrigatório'", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Nome do departamento obrigatório')).toBeInTheDocument();
  });

  it('creates with the company and says "Departamento cadastrado com sucesso"', async () => {
    const api = mockApi({ createDepartment: () => json({ _id: 'd-9' }, 201) });
    const { user, onClose } = open();
    await fill(user, await screen.findByLabelText(/^Nome do departamento/), 'Financeiro');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Departamento cadastrado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createDepartment')[0].body).toEqual({ name: 'Financeiro', company: 'c-1' });
    expect(onClose).toHaveBeenCalled();
  });

  it('edits with name, _id and company; a failure without message uses the spec text', async () => {
    const api = mockApi({ updateDepartment: vi.fn().mockResolvedValueOnce(json({}, 500)).mockResolvedValueOnce(json({})) });
    const { user } = open(VENDAS);
    expect(await screen.findByRole('heading', { name: 'Editar departamento' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome do departamento/)).toHaveValue('Vendas');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Não foi possível atualizar o departamento')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Departamento Atualizado')).toBeInTheDocument();
    expect(api.callsTo('updateDepartment')[1]).toMatchObject({
      params: { id: 'd-3' },
      body: { name: 'Vendas', _id: 'd-3', company: 'c-1' },
    });
  });

  it("prefers the server's message on create failure", async () => {
    mockApi({ createDepartment: () => json({ message: 'Já existe um departamento com esse nome.' }, 409) });
    const { user } = open();
    await fill(user, await screen.findByLabelText(/^Nome do departamento/), 'Vendas');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Já existe um departamento com esse nome.')).toBeInTheDocument();
  });
});
