import { storageAccepts } from '@/testing/storage';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setupUser } from '@/testing/user';
import { EmployeeImportDialog } from './employee-import-dialog';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/p.xlsx' }, key: 'uploads/c-1/p.xlsx' };


function open() {
  return renderWithProviders(<EmployeeImportDialog open onClose={() => undefined} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
}

describe('bulk admission import (spec 001 §2, §5 "Import accepts only .xlsx", §8)', () => {
  it("uploads the sheet, hands its key to /users/upload-many and says 'Convites enviados com sucesso'", async () => {
    storageAccepts();
    const api = mockApi({ createUpload: () => json(TICKET), importEmployees: () => json({ created: 2, refused: [] }) });
    const { user } = open();
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), new File(['PK'], 'pessoas.xlsx', { type: XLSX }));
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));

    expect(await screen.findByText('Convites enviados com sucesso')).toBeInTheDocument();
    expect(api.callsTo('importEmployees')[0].body).toEqual({ key: TICKET.key });
  });

  it('says how many were invited and how many rows were refused, and lists each reason', async () => {
    storageAccepts();
    mockApi({
      createUpload: () => json(TICKET),
      importEmployees: () => json({ created: 2, refused: [{ row: 3, reason: 'E-mail já cadastrado' }] }),
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), new File(['PK'], 'pessoas.xlsx', { type: XLSX }));
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));

    expect(await screen.findByText('2 registros importados e 1 linha recusada. Veja os motivos na lista.')).toBeInTheDocument();
    expect(screen.queryByText('Convites enviados com sucesso')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'E-mail já cadastrado' })).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx and downloads the model', async () => {
    const api = mockApi({
      employeeSheetModel: () =>
        new Response(new Blob(['PK']), { headers: { 'Content-Disposition': 'attachment; filename="modelo.xlsx"' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:modelo'), revokeObjectURL: vi.fn() }));
    open();
    // A person can pick "all files" in the browser's dialog: the accept filter is only a hint.
    const user = setupUser({ applyAccept: false });
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), new File(['a;b'], 'lista.csv', { type: 'text/csv' }));
    expect(screen.getByText('Apenas arquivos .xlsx são aceitos. Baixe o modelo e preencha-o.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPORTAR' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'BAIXAR MODELO' }));
    await waitFor(() => expect(api.callsTo('employeeSheetModel')).toHaveLength(1));
  });

  it("shows the server's message when the import fails, else 'Ocorreu um erro, tente novamente'", async () => {
    storageAccepts();
    mockApi({
      createUpload: () => json(TICKET),
      importEmployees: vi
        .fn()
        .mockResolvedValueOnce(json({ message: 'A planilha não tem linhas preenchidas.' }, 400))
        .mockResolvedValueOnce(json({}, 500)),
    });
    const { user } = open();
    const input = await screen.findByLabelText(/Escolha a planilha preenchida/);
    await user.upload(input, new File(['PK'], 'pessoas.xlsx', { type: XLSX }));
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    expect(await screen.findAllByText('A planilha não tem linhas preenchidas.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    await waitFor(() => expect(screen.getAllByText('Ocorreu um erro, tente novamente')).not.toHaveLength(0));
  });
});
