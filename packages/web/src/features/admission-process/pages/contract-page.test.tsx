import { screen, waitFor, within } from '@testing-library/react';
import type { ContractFile, ContractStatus, Contracts } from '@colabora/core/admission/admission-files';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { ContractPage } from './contract-page';
import { candidateDetail, candidateSession } from '../test-fixtures';

const LINK = { url: 'https://files.test/contrato.pdf?signature=abc', expiresIn: 300 };

function contract(status: ContractStatus, name = 'contrato.pdf'): ContractFile {
  return { key: `contracts/u-1/${name}`, name, size: 4096, status, uploadedAt: '2026-02-12T12:00:00.000Z' };
}

function withContracts(contracts: Contracts) {
  return candidateDetail({ role: 'WAITING_CONTRACT_SIGN', contracts });
}

function openContract() {
  return renderRoute('/steps/contract', { contract: <ContractPage /> }, { session: candidateSession({ opened: true, accepted: true }) });
}

describe('contract page (spec 001 §2 "Contract page", §3 contracts, §4)', () => {
  it('asks to wait for the e-mail while no contract waits for signature; VERIFICAR ASSINATURA reads again', async () => {
    let contracts: Contracts = {};
    const api = mockApi({ getUser: () => json(withContracts(contracts)), getFileLink: () => json(LINK) });
    const { user } = openContract();
    expect(
      await screen.findByText('Aguarde: você receberá um e-mail quando o contrato estiver pronto para assinatura.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ASSINAR CONTRATO' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CRIAR MINHA SENHA DE ACESSO' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'VERIFICAR ASSINATURA' }));
    expect(await screen.findByText('O contrato ainda não foi assinado.')).toBeInTheDocument();
    expect(api.callsTo('getUser')).toHaveLength(2);

    contracts = { employementContract: contract('sent') };
    await user.click(screen.getByRole('button', { name: 'VERIFICAR ASSINATURA' }));
    expect(await screen.findByRole('button', { name: 'ASSINAR CONTRATO' })).toBeInTheDocument();
    expect(await screen.findByText('Há um contrato aguardando a sua assinatura: leia-o e assine abaixo.')).toBeInTheDocument();
    expect(screen.queryByText(/Aguarde: você receberá um e-mail/)).not.toBeInTheDocument();
  });

  it('lists each contract with its status label', async () => {
    mockApi({
      getUser: () =>
        json(
          withContracts({
            employementContract: contract('approved'),
            discountAuthorization: contract('rejected', 'desconto.pdf'),
            otherDocuments: contract('sent', 'outros.pdf'),
          }),
        ),
      getFileLink: () => json(LINK),
    });
    openContract();
    const status = async (label: string) => within(await screen.findByRole('region', { name: label }));
    expect((await status('Contrato de trabalho')).getByText('Assinado')).toBeInTheDocument();
    expect((await status('Autorização de desconto')).getByText('Rejeitado')).toBeInTheDocument();
    expect((await status('Outros documentos')).getByText('Aguardando assinatura')).toBeInTheDocument();
  });

  it('shows the contract to read inside the page, from its bytes fetched through a short-lived link', async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:contrato');
    const api = mockApi({
      getUser: () => json(withContracts({ employementContract: contract('sent') })),
      getFileLink: () => json(LINK),
    });
    openContract();
    const reader = await screen.findByTitle('Contrato de trabalho (PDF)');
    // Framed from the site's own origin (the bucket's link only downloads), typed as the PDF it is.
    expect(reader).toHaveAttribute('src', 'blob:contrato');
    expect(api.fetchMock).toHaveBeenCalledWith(LINK.url);
    expect((objectUrl.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    expect(api.callsTo('getFileLink')[0].params).toEqual({ userId: 'u-1' });
    expect(api.callsTo('getFileLink')[0].query.get('key')).toBe('contracts/u-1/contrato.pdf');
    expect(screen.getByRole('button', { name: 'ABRIR EM NOVA ABA' })).toBeInTheDocument();
  });

  it('signs only with the agreement ticked, sends {contract, agreed:true} and then leads to the password', async () => {
    let signed = false;
    const api = mockApi({
      getUser: () => json(withContracts({ employementContract: contract(signed ? 'approved' : 'sent') })),
      getFileLink: () => json(LINK),
      signContract: () => {
        signed = true;
        return json(withContracts({ employementContract: contract('approved') }));
      },
    });
    const { user } = openContract();
    await user.click(await screen.findByRole('button', { name: 'ASSINAR CONTRATO' }));
    const agreement = screen.getByRole('checkbox', { name: 'Li o contrato e concordo com seus termos' });
    await waitFor(() => expect(agreement).toHaveAttribute('aria-invalid', 'true'));
    // The error says what to do, not the label again.
    expect(screen.getByText('Para assinar, marque a caixa acima confirmando que leu o contrato e concorda com ele.')).toBeInTheDocument();
    expect(api.callsTo('signContract')).toHaveLength(0);

    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'ASSINAR CONTRATO' }));
    expect(await screen.findByText('Contrato assinado com sucesso')).toBeInTheDocument();
    const [call] = api.callsTo('signContract');
    expect(call.params).toEqual({ userId: 'u-1' });
    expect(call.body).toEqual({ contract: 'employementContract', agreed: true });

    expect(await screen.findByText('Contrato assinado! Agora crie sua senha de acesso.')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'CRIAR MINHA SENHA DE ACESSO' });
    expect(next).toHaveAttribute('href', '/steps/email-confirm');
    expect(screen.queryByRole('button', { name: 'VERIFICAR ASSINATURA' })).not.toBeInTheDocument();
  });

  it('says when signing fails and keeps the contract to sign', async () => {
    mockApi({
      getUser: () => json(withContracts({ employementContract: contract('sent') })),
      getFileLink: () => json(LINK),
      signContract: () => json({}, 500),
    });
    const { user } = openContract();
    await user.click(await screen.findByRole('checkbox', { name: 'Li o contrato e concordo com seus termos' }));
    await user.click(screen.getByRole('button', { name: 'ASSINAR CONTRATO' }));
    expect(await screen.findByText('Não foi possível assinar o contrato. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ASSINAR CONTRATO' })).toBeEnabled();
  });

  it('shows CRIAR MINHA SENHA DE ACESSO only once the employment contract is signed', async () => {
    mockApi({
      getUser: () =>
        json(withContracts({ employementContract: contract('sent'), otherDocuments: contract('approved', 'outros.pdf') })),
      getFileLink: () => json(LINK),
    });
    openContract();
    expect(await screen.findByRole('button', { name: 'ASSINAR CONTRATO' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CRIAR MINHA SENHA DE ACESSO' })).not.toBeInTheDocument();
  });

  it('says when the data cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({ getUser: () => (fail ? json({}, 500) : json(withContracts({}))) });
    const { user } = openContract();
    expect(await screen.findByText('Erro ao recuperar seus dados')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByRole('button', { name: 'VERIFICAR ASSINATURA' })).toBeInTheDocument();
  });
});
