import { describe, expect, it } from 'vitest';
import { RECEIPT_MSG, receiptFileName, receiptItems } from './receipt';

// The receipt's items (Portaria MTP 671/2021 art. 79 II–VIII) as the PDF prints them.

describe('receiptItems (art. 79)', () => {
  const data = {
    nsr: 42,
    employer: { name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181' },
    placeOfWork: { name: 'Loja Paulista', address: { cep: '01310100', publicPlace: 'Avenida Paulista', number: '1000', complement: 'Sala 5', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } },
    worker: { name: 'Maria da Conceição', cpf: '52998224725' },
    punchedAt: '2026-11-26T08:01:00-03:00',
    inpiNumber: '',
    hash: 'AB'.repeat(32),
  };

  it('lists every item in the article’s order, the NSR in 9 digits and the time on the São Paulo clock', () => {
    expect(RECEIPT_MSG.title).toBe('Comprovante de Registro de Ponto do Trabalhador');
    expect(receiptItems(data)).toEqual([
      ['NSR', '000000042'],
      ['Empregador', 'Padaria Pão Quente Ltda'],
      ['CNPJ', '11.222.333/0001-81'],
      ['Local de trabalho', 'Loja Paulista: Avenida Paulista, 1000, Sala 5, Bela Vista, São Paulo/SP, CEP 01310-100'],
      ['Trabalhador', 'Maria da Conceição'],
      ['CPF', '529.982.247-25'],
      ['Data e hora do registro', '26/11/2026 08:01:00'],
      ['Registro do programa no INPI', 'não informado'],
      ['Código hash do registro (SHA-256)', 'AB'.repeat(32)],
    ]);
    expect(receiptItems({ ...data, inpiNumber: '12345678901234567' })[7]).toEqual(['Registro do programa no INPI', '12345678901234567']);
  });

  it('names the file by the NSR: one receipt per punch', () => {
    expect(receiptFileName(42)).toBe('comprovante-ponto-000000042.pdf');
  });
});
