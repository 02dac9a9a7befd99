import { screen, waitFor } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import { answer, choose, field, messageNear, messageOf, openStep, pdfFile, pick, submitButton, uploadedKey, type Handlers } from '../step-fixtures';
import { candidateDetail } from '../test-fixtures';
import { AddressStepPage } from './address-step-page';

vi.mock('@/lib/upload-file', () => ({ uploadFile: uploadedKey }));

const open = (candidate?: CollaboratorDetail, handlers?: Handlers) => openStep('step4', <AddressStepPage />, candidate, handlers);

const paulista = { cep: '01310100', state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', publicPlace: 'Avenida Paulista' };

describe('step 4 address (spec 001 §2, §5 "Address")', () => {
  it('shows the proof guide and 60%, and asks for every required field and the proof', async () => {
    const { user, api } = await open();
    expect(screen.getByRole('heading', { name: 'Endereço' })).toBeInTheDocument();
    expect(screen.getByText(/na vertical, em boa qualidade e com as informações legíveis/)).toBeInTheDocument();
    expect(screen.getByText('Progresso: 60%')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(messageOf('CEP')).toBe('CEP inválido.'));
    for (const label of ['Estado', 'Cidade', 'Logradouro', 'Número', 'Bairro']) expect(messageOf(label)).toBe('Campo obrigatório');
    expect(messageNear('O comprovante de residência está em seu nome?')).toContain('Campo obrigatório');
    expect(messageNear('Comprovante de residência')).toContain('Comprovante de residência obrigatório');
    expect(api.callsTo('saveAddress')).toHaveLength(0);
  });

  it("fills the address from the CEP, asks the owner's CPF and RG when the proof is not in the person's name, and sends it all", async () => {
    const { user, api, pathname } = await open(candidateDetail(), {
      lookupCep: () => json(paulista),
      saveAddress: () => json(candidateDetail()),
    });
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(api.callsTo('lookupCep')[0].params).toEqual({ cep: '01310100' });
    expect(field('CEP')).toHaveValue('01.310-100');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('São Paulo');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(field('Bairro')).toHaveValue('Bela Vista');

    await user.type(field('Número'), '1000');
    await answer(user, 'O comprovante de residência está em seu nome?', 'NÃO');
    await user.click(submitButton());
    await waitFor(() => expect(messageOf('CPF do titular do comprovante')).toBe('Campo obrigatório'));
    expect(messageOf('RG do titular do comprovante')).toBe('Campo obrigatório');
    await user.type(field('CPF do titular do comprovante'), '52998224725');
    await user.type(field('RG do titular do comprovante'), '12345678');
    await user.upload(field('Comprovante de residência'), pdfFile('conta-de-luz.pdf'));
    await screen.findByText('conta-de-luz.pdf');
    await answer(user, 'O número (11) 98765-4321 é WhatsApp?', 'Sim');
    await user.click(submitButton());

    expect(await screen.findByText('Dados salvos com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/5'));
    expect(api.callsTo('saveAddress')[0].body).toEqual({
      ...paulista,
      number: '1000',
      proofOfAddress: false,
      cpfOwner: '52998224725',
      rgOwner: '12345678',
      receipt: { key: 'uploads/u-1/conta-de-luz.pdf', name: 'conta-de-luz.pdf', size: 8 },
      isWhatsApp: true,
    });
  });

  it("says 'CEP inválido ou não encontrado' on the field for an unknown CEP", async () => {
    const { user } = await open(candidateDetail(), { lookupCep: () => json({ message: 'CEP não encontrado' }, 404) });
    await user.type(field('CEP'), '99999999');
    await waitFor(() => expect(messageOf('CEP')).toBe('CEP inválido ou não encontrado'));
  });

  it('lets the person type the address by hand when the lookup is unavailable; choosing a state clears the city', async () => {
    const { user, api, pathname } = await open(candidateDetail(), {
      lookupCep: () => json({ message: 'indisponível' }, 503),
      saveAddress: () => json(candidateDetail()),
    });
    await user.type(field('CEP'), '01310100');
    expect(await screen.findByText('Consulta de CEP indisponível no momento. Preencha o endereço manualmente.')).toBeInTheDocument();
    await choose(user, 'Estado', 'Rio de Janeiro');
    await pick(user, 'Cidade', 'Niter', 'Niterói');
    await choose(user, 'Estado', 'São Paulo');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('');
    await pick(user, 'Cidade', 'Santos');
    await fill(user, field('Logradouro'), 'Rua A');
    await user.type(field('Número'), '1');
    await fill(user, field('Bairro'), 'Centro');
    await answer(user, 'O comprovante de residência está em seu nome?', 'SIM');
    await user.upload(field('Comprovante de residência'), pdfFile('conta.pdf'));
    await screen.findByText('conta.pdf');
    await user.click(submitButton());
    await waitFor(() => expect(pathname()).toBe('/steps/5'));
    expect(api.callsTo('saveAddress')[0].body).toMatchObject({ state: 'SP', city: 'Santos', proofOfAddress: true, cpfOwner: null, rgOwner: null });
  });

  it("says 'Falha ao salvar os dados' whatever the server says, and stays", async () => {
    const saved = candidateDetail({
      address: { ...paulista, number: '10', proofOfAddress: true, receipt: { key: 'uploads/u-1/c.pdf', name: 'c.pdf', size: 9 } },
    });
    const { user, pathname } = await open(saved, { saveAddress: () => json({ message: 'Erro interno' }, 500) });
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Falha ao salvar os dados')).toBeInTheDocument();
    expect(screen.queryByText('Erro interno')).not.toBeInTheDocument();
    expect(pathname()).toBe('/steps/4');
  });
});
