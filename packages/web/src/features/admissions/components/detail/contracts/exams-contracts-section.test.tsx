import { storageAccepts } from '@/testing/storage';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { examFile, filledDetail, stepsWith } from '../../../testing/admission-detail';
import { choose } from '../../../testing/new-collaborator-form';
import { ExamsContractsSection } from './exams-contracts-section';


type Handlers = Parameters<typeof mockApi>[0];

const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/contrato.pdf' }, key: 'uploads/c-1/contrato.pdf' };


function contract(status: ContractFile['status']): ContractFile {
  return { key: `uploads/c-1/${status}.pdf`, name: `${status}.pdf`, size: 4096, status, uploadedAt: '2026-03-06T12:00:00.000Z' };
}

/** All steps approved: the candidate waits for the contracts. */
function waiting(overrides: Partial<CollaboratorDetail> = {}) {
  return filledDetail({ role: 'WAITING_CONTRACT_SIGN', steps: stepsWith('approved'), ...overrides });
}

function open(detail: CollaboratorDetail, handlers: Handlers = {}) {
  const api = mockApi(handlers);
  const app = renderWithProviders(<ExamsContractsSection detail={detail} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}

const send = () => screen.getByRole('button', { name: 'ENVIAR CONTRATO' });

describe("'Exames e contratos' (spec 001 §3 contracts, §5 'Contracts', §8)", () => {
  it('offers uploads only once every step is approved', () => {
    open(filledDetail());
    expect(screen.getByText('Os contratos podem ser enviados depois que todas as etapas forem aprovadas.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Enviar contrato' })).toBeNull();
    expect(screen.getByText('Ainda não enviado')).toBeInTheDocument();
  });

  it("blocks the employment contract until the required exams exist: 'Necessário exame admissional'", async () => {
    const detail = waiting({
      admissionExam: examFile('clinico'),
      jobRole: { _id: 'jr-2', name: 'Motorista', baseSalary: 250050, toxicologicalExam: true },
    });
    const { user } = open(detail);
    expect(screen.getByText('Exame toxicológico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver exame' })).toBeInTheDocument();
    await choose(user, 'Contrato', 'Contrato de trabalho');
    expect(screen.getByText('Necessário exame admissional')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(screen.getByLabelText('Arquivo do contrato (PDF)')).toBeDisabled();

    await choose(user, 'Contrato', 'Autorização de desconto');
    expect(screen.queryByText('Necessário exame admissional')).toBeNull();
    expect(send()).toBeEnabled();
  });

  it("refuses to send without a file ('Nenhum arquivo selecionado'), then sends {contract, file}", async () => {
    storageAccepts();
    const detail = waiting({ admissionExam: examFile('clinico') });
    const uploaded = { ...detail, contracts: { employementContract: contract('sent') } };
    const { user, api } = open(detail, {
      createUpload: () => json(TICKET),
      uploadContract: () => json(uploaded),
    });
    await choose(user, 'Contrato', 'Contrato de trabalho');
    await user.click(send());
    expect(await screen.findByText('Nenhum arquivo selecionado')).toBeInTheDocument();
    expect(api.callsTo('uploadContract')).toHaveLength(0);

    const pdf = new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Arquivo do contrato (PDF)'), pdf);
    await screen.findByText('contrato.pdf');
    await user.click(send());
    expect(await screen.findByText('Contrato enviado')).toBeInTheDocument();
    expect(api.callsTo('uploadContract')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: { contract: 'employementContract', file: { key: TICKET.key, name: 'contrato.pdf', size: pdf.size } },
    });
  });

  it('lists the contracts with their status; removes and marks signed after a confirmation', async () => {
    const detail = waiting({
      contracts: { employementContract: contract('sent'), discountAuthorization: contract('approved') },
    });
    const { user, api } = open(detail, {
      deleteContract: () => json({ ...detail, contracts: { discountAuthorization: contract('approved') } }),
      markContractSigned: () => json(detail),
    });
    const list = within(screen.getByRole('list', { name: 'Contratos' }));
    expect(list.getByText('Aguardando assinatura')).toBeInTheDocument();
    expect(list.getByText('Assinado')).toBeInTheDocument();
    expect(list.getAllByRole('button', { name: 'Ver contrato' })).toHaveLength(2);
    // A signed contract can be neither removed nor marked again.
    expect(list.queryByRole('button', { name: 'Remover Autorização de desconto' })).toBeNull();
    expect(list.getAllByRole('button', { name: 'MARCAR COMO ASSINADO' })).toHaveLength(1);

    await user.click(list.getByRole('button', { name: 'MARCAR COMO ASSINADO' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Contrato marcado como assinado')).toBeInTheDocument();
    expect(api.callsTo('markContractSigned')[0].body).toEqual({ contract: 'employementContract' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(list.getByRole('button', { name: 'Remover Contrato de trabalho' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Contrato removido')).toBeInTheDocument();
    expect(api.callsTo('deleteContract')[0].query.get('contract')).toBe('employementContract');
  });

  it("says 'Falha ao remover contrato' when the removal fails", async () => {
    const detail = waiting({ contracts: { otherDocuments: contract('sent') } });
    const { user } = open(detail, { deleteContract: () => json({}, 500) });
    await user.click(screen.getByRole('button', { name: 'Remover Outros documentos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover contrato')).toBeInTheDocument();
  });
});
