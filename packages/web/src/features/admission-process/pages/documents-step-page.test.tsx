import { screen, waitFor } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { fill } from '@/testing/user';
import { field, freezeToday, messageNear, messageOf, openStep, pdfFile, submitButton, uploadedKey, type Handlers } from '../step-fixtures';
import { candidateDetail } from '../test-fixtures';
import { DocumentsStepPage } from './documents-step-page';

vi.mock('@/lib/upload-file', () => ({ uploadFile: uploadedKey }));

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const open = (candidate?: CollaboratorDetail, handlers?: Handlers) => openStep('step3', <DocumentsStepPage />, candidate, handlers);

const cpfPhoto = { key: 'uploads/u-1/cpf.jpg', name: 'cpf.jpg', size: 1000 };

describe('step 3 documents (spec 001 §2, §5 "Documents")', () => {
  it('shows the photo guide and 40%, and asks for the CPF and its photo', async () => {
    const { user, api } = await open();
    expect(screen.getByRole('heading', { name: 'Documentação' })).toBeInTheDocument();
    expect(screen.getByText(/na horizontal, em boa qualidade e com todas as informações legíveis/)).toBeInTheDocument();
    expect(screen.getByText('Progresso: 40%')).toBeInTheDocument();
    expect(field('Órgão emissor do RG')).toHaveAttribute('placeholder', 'Órgão/UF');

    await user.click(submitButton());
    await waitFor(() => expect(messageOf('CPF')).toBe('Campo obrigatório'));
    expect(messageNear('Foto do CPF')).toContain('A foto do CPF é obrigatória');

    await user.type(field('CPF'), '11111111111');
    await user.type(field('PIS'), '123');
    await user.click(submitButton());
    await waitFor(() => expect(messageOf('CPF')).toBe('CPF inválido'));
    expect(field('CPF')).toHaveValue('111.111.111-11');
    expect(messageOf('PIS')).toBe('PIS inválido');
    expect(api.callsTo('saveDocuments')).toHaveLength(0);
  });

  it('sends the numbers (CPF as digits), the date and the photos, and opens /steps/4', async () => {
    const { user, api, pathname } = await open(candidateDetail(), { saveDocuments: () => json(candidateDetail()) });
    await user.type(field('CPF'), '52998224725');
    await user.type(field('RG'), '123456789');
    await fill(user, field('Data de expedição do RG'), '20/01/2010');
    await user.type(field('Órgão emissor do RG'), 'SSP/SP');
    await user.upload(field('Foto do CPF'), pdfFile('cpf.pdf'));
    await user.upload(field('Foto do RG (frente)'), pdfFile('rg.pdf'));
    await screen.findByText('rg.pdf');
    await user.click(submitButton());

    expect(await screen.findByText('Dados salvos com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/4'));
    expect(api.callsTo('saveDocuments')[0].body).toEqual({
      cpf: '52998224725',
      rgNumber: '123456789',
      rgExpeditionDate: '2010-01-20',
      rgOrganUfEmitter: 'SSP/SP',
      photoCPF: { key: 'uploads/u-1/cpf.pdf', name: 'cpf.pdf', size: 8 },
      photoFrontRg: { key: 'uploads/u-1/rg.pdf', name: 'rg.pdf', size: 8 },
    });
  });

  it("refuses a CPF one of the saved dependents has", async () => {
    const candidate = candidateDetail({
      familyData: {
        maritalStatus: 'Casado(a)',
        mothersName: 'Maria Souza',
        hasDependents: true,
        dependents: [{ dependentName: 'Pedro Souza', dependentType: 'Filho(a)', dependentbirthDate: '2015-05-10', dependentCpf: '52998224725' }],
      },
      documents: { cpf: '52998224725', photoCPF: cpfPhoto },
    });
    const { user, api } = await open(candidate);
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByText('cpf.jpg')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(messageOf('CPF')).toBe('Já existe esse CPF entre os dependentes'));
    expect(api.callsTo('saveDocuments')).toHaveLength(0);
  });

  it("says the server's message, else 'Falha ao salvar os dados', and stays", async () => {
    let message: string | undefined = 'Já existe esse CPF entre os dependentes';
    const { user, pathname } = await open(candidateDetail({ documents: { cpf: '52998224725', photoCPF: cpfPhoto } }), {
      saveDocuments: () => json(message ? { message } : {}, message ? 400 : 500),
    });
    await user.click(submitButton());
    expect(await screen.findByText('Já existe esse CPF entre os dependentes')).toBeInTheDocument();
    message = undefined;
    await user.click(submitButton());
    expect(await screen.findByText('Falha ao salvar os dados')).toBeInTheDocument();
    expect(pathname()).toBe('/steps/3');
  });
});
