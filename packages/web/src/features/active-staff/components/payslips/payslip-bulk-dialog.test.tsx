import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { storageAccepts } from '@/testing/storage';
import { PayslipBulkDialog } from './payslip-bulk-dialog';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00-03:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

function open(handlers: Parameters<typeof mockApi>[0], onClose: () => void = () => undefined) {
  storageAccepts();
  let uploads = 0;
  const api = mockApi({
    createUpload: () => {
      uploads += 1;
      return json({ url: 'http://127.0.0.1:4569/bucket', fields: {}, key: `uploads/c-1/${uploads}.pdf` });
    },
    ...handlers,
  });
  const app = renderWithProviders(<PayslipBulkDialog open onClose={onClose} />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

describe('bulk payslip upload (issue 10: one month, many PDFs matched by the CPF in the name)', () => {
  it('uploads every PDF, sends their keys for the month and lists the files no person was found for', async () => {
    const { api, user } = open({
      importPayslips: () =>
        json({
          created: [{ userId: 'u-1', fullName: 'Ana Souza', fileName: '111.444.777-35.pdf' }],
          unmatched: [{ fileName: 'sem-cpf.pdf', reason: 'Nenhum CPF válido no nome do arquivo.' }],
        }),
    });
    await user.click(screen.getByRole('combobox', { name: /Mês dos holerites/ }));
    await user.click(screen.getByRole('option', { name: 'Fevereiro/2026' }));
    await user.upload(screen.getByLabelText('Holerites (PDF)'), [pdf('111.444.777-35.pdf'), pdf('sem-cpf.pdf'), new File(['nada'], 'falso.pdf', { type: 'application/pdf' })]);
    await screen.findByText('2 arquivo(s) escolhido(s): 111.444.777-35.pdf, sem-cpf.pdf');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));

    // Said in the dialog and in the notice.
    expect(await screen.findAllByText('1 holerite enviado.', {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(api.callsTo('importPayslips')[0].body).toEqual({
      month: 2,
      year: 2026,
      files: [
        { key: 'uploads/c-1/1.pdf', name: '111.444.777-35.pdf', size: PDF.length },
        { key: 'uploads/c-1/2.pdf', name: 'sem-cpf.pdf', size: PDF.length },
      ],
    });
    const table = screen.getByRole('table', { name: 'Arquivos não enviados' });
    expect(within(table).getByText('sem-cpf.pdf').closest('tr')).toHaveTextContent('Nenhum CPF válido no nome do arquivo.');
    // The file whose bytes are not a PDF never left the browser, and says why.
    expect(within(table).getByText('falso.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 arquivos não foram enviados. Veja os motivos na lista.')).toBeInTheDocument();
  });

  it('cannot be closed (Escape, backdrop) while the files are being sent', async () => {
    const onClose = vi.fn();
    let answer: (value: RouteAnswer<'importPayslips'>) => void = () => undefined;
    const { user } = open({ importPayslips: () => new Promise<RouteAnswer<'importPayslips'>>((resolve) => (answer = resolve)) }, onClose);
    await user.click(screen.getByRole('combobox', { name: /Mês dos holerites/ }));
    await user.click(screen.getByRole('option', { name: 'Fevereiro/2026' }));
    await user.upload(screen.getByLabelText('Holerites (PDF)'), [pdf('111.444.777-35.pdf')]);
    await screen.findByText('1 arquivo(s) escolhido(s): 111.444.777-35.pdf');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByText('Distribuindo os holerites…', {}, { timeout: 8000 });
    // The buttons are disabled meanwhile, so the key is pressed on the dialog itself.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    answer(json({ created: [], unmatched: [] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'FECHAR' })).toBeEnabled());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the month and the files before sending anything', async () => {
    const { api, user } = open({});
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Escolha o mês dos holerites.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Mês dos holerites/ }));
    await user.click(screen.getByRole('option', { name: 'Março/2026' }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Nenhum arquivo selecionado')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
