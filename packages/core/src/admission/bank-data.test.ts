import { describe, expect, it } from 'vitest';
import { bankDataSchema } from './bank-data';
import { issuesByPath, messagesAt, SAMPLE_FILE } from './testing/issues';

const valid = {
  bank: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
  agency: '0001',
  typeAccount: 'Conta corrente',
  account: '1234567890123',
  digit: 'X',
  photoBankAccountReceipt: SAMPLE_FILE,
  isWhatsApp: false,
};
const parse = (patch: Record<string, unknown>) => bankDataSchema.safeParse({ ...valid, ...patch });

describe('bank data (spec 001 §5, §9)', () => {
  it('accepts a complete step', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ typeAccount: 'Conta salário', digit: '' }).success).toBe(true);
  });

  it('requires bank, agency, account type, account, proof and the WhatsApp answer', () => {
    expect(issuesByPath(bankDataSchema.safeParse({}))).toEqual({
      bank: ['Campo obrigatório'],
      agency: ['Campo obrigatório'],
      typeAccount: ['Campo obrigatório'],
      account: ['Campo obrigatório'],
      photoBankAccountReceipt: ['Comprovante bancário obrigatório'],
      isWhatsApp: ['Confirme se o número é WhatsApp'],
    });
    expect(messagesAt(parse({ typeAccount: 'Poupança' }), 'typeAccount')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse({ isWhatsApp: null }), 'isWhatsApp')).toEqual(['Confirme se o número é WhatsApp']);
  });

  it('account: at most 13 numbers', () => {
    expect(messagesAt(parse({ account: '12345678901234' }), 'account')).toEqual(['A conta deve ter um máximo de 13 números']);
    expect(parse({ account: '123.456-7' }).data?.account).toBe('1234567');
  });

  it('agency: at most 5 numbers', () => {
    expect(parse({ agency: '12345' }).success).toBe(true);
    expect(messagesAt(parse({ agency: '123456' }), 'agency')).toEqual(['A agência deve ter um máximo de 5 números']);
  });

  it('digit: at most 2 letters or numbers', () => {
    expect(parse({ digit: '1X' }).success).toBe(true);
    expect(messagesAt(parse({ digit: '123' }), 'digit')).toEqual(['Máximo 2 letras ou números']);
    expect(messagesAt(parse({ digit: '-' }), 'digit')).toEqual(['Máximo 2 letras ou números']);
  });
});
