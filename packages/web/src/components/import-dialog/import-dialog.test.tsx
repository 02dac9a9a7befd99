import { screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { ImportSheetVariables } from '@/lib/import-sheet';
import { renderWithProviders } from '@/testing/render';
import { setupUser } from '@/testing/user';
import { ImportDialog } from './import-dialog';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Harness(props: {
  importFn: (variables: ImportSheetVariables) => Promise<ImportAnswer>;
  downloadFn?: () => Promise<void>;
}) {
  const importSheet = useMutation({ mutationFn: props.importFn });
  const downloadModel = useMutation({ mutationFn: props.downloadFn ?? (async () => undefined) });
  return (
    <ImportDialog open title="Importar cargos em massa" onClose={() => undefined} importSheet={importSheet} downloadModel={downloadModel} />
  );
}

function sheet(name = 'cargos.xlsx', type = XLSX) {
  return new File(['PK\u0003\u0004 conteúdo'], name, { type });
}

describe('ImportDialog', () => {
  it('refuses a file that is not .xlsx at once, without uploading it', async () => {
    const importFn = vi.fn<(variables: ImportSheetVariables) => Promise<ImportAnswer>>();
    renderWithProviders(<Harness importFn={importFn} />);
    // A person can pick "all files" in the browser's dialog: the accept filter is only a hint.
    const user = setupUser({ applyAccept: false });
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), sheet('cargos.csv', 'text/csv'));

    expect(screen.getByText('Apenas arquivos .xlsx são aceitos. Baixe o modelo e preencha-o.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPORTAR' })).toBeDisabled();
    expect(importFn).not.toHaveBeenCalled();
  });

  it('uploads with progress, then shows what was created and the refused rows', async () => {
    let finish: (answer: ImportAnswer) => void = () => undefined;
    const importFn = vi.fn(({ onProgress }: ImportSheetVariables) => {
      onProgress?.(0.4);
      return new Promise<ImportAnswer>((resolve) => (finish = resolve));
    });
    const { user } = renderWithProviders(<Harness importFn={importFn} />);
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), sheet());
    expect(screen.getByText(/Arquivo escolhido: cargos.xlsx/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    expect(await screen.findByRole('progressbar', { name: 'Enviando arquivo… 40%' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'IMPORTAR' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'FECHAR' })).toBeDisabled();

    finish({ created: 2, refused: [{ row: 4, reason: 'Nome do cargo obrigatório' }] });
    // Not 'Importação realizada com sucesso' while a row was refused.
    expect(await screen.findByText('2 registros importados e 1 linha recusada. Veja os motivos na lista.')).toBeInTheDocument();
    expect(screen.queryByText('Importação realizada com sucesso')).not.toBeInTheDocument();
    expect(screen.getByText(/2 registros criados\. 1 linha recusada\./)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Nome do cargo obrigatório' })).toBeInTheDocument();
    expect(importFn.mock.calls[0][0].file.name).toBe('cargos.xlsx');
  });

  it("says 'Importação realizada com sucesso' when every row was imported", async () => {
    const importFn = vi.fn(async () => ({ created: 3, refused: [] }));
    const { user } = renderWithProviders(<Harness importFn={importFn} />);
    await user.upload(await screen.findByLabelText(/Escolha a planilha preenchida/), sheet());
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    expect(await screen.findByText('Importação realizada com sucesso')).toBeInTheDocument();
  });

  it("shows the server's message when the import fails, else a generic one", async () => {
    const importFn = vi
      .fn<(variables: ImportSheetVariables) => Promise<ImportAnswer>>()
      .mockRejectedValueOnce(new ApiError(400, 'A planilha não tem linhas preenchidas.'))
      .mockRejectedValueOnce(new ApiError(0, null));
    const { user } = renderWithProviders(<Harness importFn={importFn} />);
    const input = await screen.findByLabelText(/Escolha a planilha preenchida/);

    await user.upload(input, sheet());
    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    expect(await screen.findAllByText('A planilha não tem linhas preenchidas.')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'IMPORTAR' }));
    await waitFor(() => expect(screen.getAllByText('Ocorreu um erro, tente novamente')).not.toHaveLength(0));
  });

  it('downloads the model sheet', async () => {
    const downloadFn = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<Harness importFn={vi.fn()} downloadFn={downloadFn} />);
    await user.click(await screen.findByRole('button', { name: 'BAIXAR MODELO' }));
    expect(downloadFn).toHaveBeenCalledTimes(1);
  });
});
