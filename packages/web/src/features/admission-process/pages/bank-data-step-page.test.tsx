import { screen, waitFor } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { answer, choose, field, messageNear, messageOf, openStep, pdfFile, pick, stepsFilledUpTo, submitButton, uploadedKey, type Handlers } from '../step-fixtures';
import { candidateDetail } from '../test-fixtures';
import { BankDataStepPage } from './bank-data-step-page';

vi.mock('@/lib/upload-file', () => ({ uploadFile: uploadedKey }));

const open = (candidate?: CollaboratorDetail, handlers?: Handlers) => openStep('step5', <BankDataStepPage />, candidate, handlers);
const finish = () => submitButton('FINALIZAR');
const WHATSAPP = 'O número (11) 98765-4321 é WhatsApp?';

describe('step 5 bank data (spec 001 §2, §5 "Bank")', () => {
  it('shows the proof guide and 80%, and asks for bank, account type, proof and the WhatsApp answer', async () => {
    const { user, api } = await open();
    expect(screen.getByRole('heading', { name: 'Dados bancários' })).toBeInTheDocument();
    expect(screen.getByText(/foto do cartão mostrando a agência e a conta, um print do aplicativo do banco ou um comprovante de depósito/)).toBeInTheDocument();
    expect(screen.getByText('Progresso: 80%')).toBeInTheDocument();
    await user.type(field('Conta'), '12345678901234');
    await user.click(finish());
    await waitFor(() => expect(messageOf('Banco')).toBe('Campo obrigatório'));
    expect(messageOf('Tipo de conta')).toBe('Campo obrigatório');
    expect(messageOf('Agência')).toBe('Campo obrigatório');
    expect(messageNear('Comprovante bancário')).toContain('Comprovante bancário obrigatório');
    expect(messageNear(WHATSAPP)).toContain('Confirme se o número é WhatsApp');
    expect(field('Conta')).toHaveValue('1234567890123');
    expect(api.callsTo('saveBankData')).toHaveLength(0);
  });

  it("picks the bank as 'code - name', sends its name, and FINALIZAR opens /steps/6", async () => {
    const { user, api, pathname } = await open(candidateDetail(), { saveBankData: () => json(candidateDetail({ steps: stepsFilledUpTo(5) })) });
    await pick(user, 'Banco', '260 -', '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO');
    await choose(user, 'Tipo de conta', 'Conta corrente');
    await user.type(field('Agência'), '0001');
    await user.type(field('Conta'), '1234567');
    await user.type(field('Dígito'), '8');
    await user.upload(field('Comprovante bancário'), pdfFile('cartao.pdf'));
    await screen.findByText('cartao.pdf');
    await answer(user, WHATSAPP, 'Não');
    await user.click(finish());

    expect(await screen.findByText('Dados salvos com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/steps/6'));
    expect(api.callsTo('saveBankData')[0].body).toEqual({
      bank: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
      agency: '0001',
      typeAccount: 'Conta corrente',
      account: '1234567',
      digit: '8',
      photoBankAccountReceipt: { key: 'uploads/u-1/cartao.pdf', name: 'cartao.pdf', size: 8 },
      isWhatsApp: false,
    });
  });

  it("opens with what was saved and says 'Falha ao salvar os dados' when the save fails", async () => {
    const saved = candidateDetail({
      isWhatsApp: true,
      bankData: {
        bank: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
        agency: '0001',
        typeAccount: 'Conta salário',
        account: '99',
        digit: null,
        photoBankAccountReceipt: { key: 'uploads/u-1/b.pdf', name: 'b.pdf', size: 5 },
      },
    });
    const { user, pathname } = await open(saved, { saveBankData: () => json({ message: 'Erro interno' }, 500) });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Banco' })).toHaveValue('260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO'));
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await user.click(finish());
    expect(await screen.findByText('Falha ao salvar os dados')).toBeInTheDocument();
    expect(pathname()).toBe('/steps/5');
  });
});
