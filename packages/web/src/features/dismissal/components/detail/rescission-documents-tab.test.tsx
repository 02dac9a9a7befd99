import { screen, waitFor, within } from '@testing-library/react';
import type { DismissalDocumentFile } from '@colabora/core/dismissal/documents';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mock-api';
import { storageAccepts } from '@/testing/storage';
import { dismissalDetail } from '../../testing/dismissal-detail';
import { openDismissal } from '../../testing/open-dismissal';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/trct.pdf' }, key: 'uploads/c-1/trct.pdf' };
const TERM: DismissalDocumentFile = { key: TICKET.key, name: 'trct.pdf', size: PDF.length, uploadedAt: '2021-01-12T12:00:00.000Z' };

async function openDocuments(detail = dismissalDetail(), handlers: Parameters<typeof openDismissal>[1] = {}) {
  const app = openDismissal(detail, handlers);
  await app.user.click(await screen.findByRole('tab', { name: 'DOCUMENTOS RESCISÃO' }));
  return app;
}

describe('DOCUMENTOS RESCISÃO (002 §2.7, §5.8, §8)', () => {
  it("offers the five documents as PDFs and says 'Nenhum arquivo selecionado' when none is chosen", async () => {
    const { user, api } = await openDocuments();
    for (const label of [
      'Termo de rescisão (TRCT) (PDF)',
      'Guia do FGTS (GRRF) (PDF)',
      'Guia do seguro-desemprego (PDF)',
      'Comprovantes de pagamento (PDF)',
      'Outros documentos (PDF)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('accept', '.pdf');
    }
    await user.click(screen.getByRole('button', { name: 'ENVIAR DOCUMENTOS' }));
    expect(await screen.findByText('Nenhum arquivo selecionado')).toBeInTheDocument();
    expect(api.callsTo('updateDismissalDocuments')).toHaveLength(0);
  });

  it("takes 'Nenhum arquivo selecionado' away once a file is chosen", async () => {
    storageAccepts();
    const { user } = await openDocuments(dismissalDetail(), { createUpload: () => json(TICKET) });
    await user.click(screen.getByRole('button', { name: 'ENVIAR DOCUMENTOS' }));
    expect(await screen.findByText('Nenhum arquivo selecionado')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Termo de rescisão (TRCT) (PDF)'), new File([PDF], 'trct.pdf', { type: 'application/pdf' }));
    await screen.findByText('trct.pdf');
    await waitFor(() => expect(screen.queryByText('Nenhum arquivo selecionado')).not.toBeInTheDocument());
  });

  it("sends the chosen document's key ('Documentos enviados') and lists it", async () => {
    storageAccepts();
    const { user, api } = await openDocuments(dismissalDetail(), {
      createUpload: () => json(TICKET),
      updateDismissalDocuments: () => json(dismissalDetail({ dismissalDocuments: { terminationTerm: TERM } })),
    });
    await user.upload(screen.getByLabelText('Termo de rescisão (TRCT) (PDF)'), new File([PDF], 'trct.pdf', { type: 'application/pdf' }));
    await screen.findByText('trct.pdf');
    await user.click(screen.getByRole('button', { name: 'ENVIAR DOCUMENTOS' }));
    expect(await screen.findByText('Documentos enviados')).toBeInTheDocument();
    expect(api.callsTo('updateDismissalDocuments')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: { documents: { terminationTerm: { key: TICKET.key, name: 'trct.pdf', size: PDF.length } } },
    });
    const list = screen.getByRole('list', { name: 'Documentos da rescisão' });
    expect(within(list).getByText('Termo de rescisão (TRCT)')).toBeInTheDocument();
  });

  it("removes a document after confirming ('Documento removido')", async () => {
    const { user, api } = await openDocuments(dismissalDetail({ dismissalDocuments: { terminationTerm: TERM } }), {
      deleteDismissalDocument: () => json(dismissalDetail()),
    });
    await user.click(screen.getByRole('button', { name: 'Remover Termo de rescisão (TRCT)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover documento' });
    await user.click(within(dialog).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Documento removido')).toBeInTheDocument();
    expect(api.callsTo('deleteDismissalDocument')[0].query.get('document')).toBe('terminationTerm');
    expect(await screen.findByText('Nenhum documento da rescisão enviado.')).toBeInTheDocument();
  });

  it("says 'Falha ao remover documento' and keeps the document when the removal fails", async () => {
    const { user } = await openDocuments(dismissalDetail({ dismissalDocuments: { terminationTerm: TERM } }), {
      deleteDismissalDocument: () => json({ message: 'erro' }, 500),
    });
    await user.click(screen.getByRole('button', { name: 'Remover Termo de rescisão (TRCT)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover documento')).toBeInTheDocument();
    expect(screen.getByText('Termo de rescisão (TRCT)')).toBeInTheDocument();
  });
});
