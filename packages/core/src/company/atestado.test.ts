import { describe, expect, it } from 'vitest';
import { ATESTADO_MSG, atestadoDocument } from './atestado';

// The Atestado Técnico e Termo de Responsabilidade (Portaria MTP 671/2021 art. 89, Anexo VII): the company's and the
// program's data filled in, the two signers named, their signatures left blank.

const ADDRESS = { cep: '01310100', publicPlace: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const data = {
  employer: { name: 'Padaria Pão Quente Ltda', cnpj: '11222333000181', placesOfWork: [{ name: 'Sede', address: ADDRESS }] },
  registration: { inpiNumber: '5120220000001', developerKind: 'CNPJ' as const, developerDocument: '11444777000161', version: '003' as const },
  program: {
    name: 'Colabora',
    version: '2.3.1',
    developerKind: 'CNPJ' as const,
    developerDocument: '11444777000161',
    developerName: 'Colabora Sistemas Ltda',
    developerEmail: 'contato@colabora.com.br',
  },
  technicalLead: { name: 'Ana Técnica', cpf: '529.982.247-25' },
  legalRepresentative: { name: 'Bruno Legal', cpf: '' },
  issuedOn: '2026-11-27',
};

describe('atestadoDocument (art. 89)', () => {
  it('carries the program, its version and INPI registration, the developer and the employer', () => {
    const document = atestadoDocument(data);
    const fields = Object.fromEntries(document.sections.flatMap((section) => section.fields));
    expect(fields).toMatchObject({
      'Nome do programa': 'Colabora',
      'Versão do programa': '2.3.1',
      'Número de registro no INPI': '5120220000001',
      CNPJ: '11.222.333/0001-81',
      'Razão social': 'Padaria Pão Quente Ltda',
      'Local de trabalho 1': 'Sede: Avenida Paulista, 1000, Bela Vista, São Paulo/SP, CEP 01310-100',
    });
    expect(document.sections[1].fields).toEqual([
      ['Razão social', 'Colabora Sistemas Ltda'],
      ['CNPJ', '11.444.777/0001-61'],
      ['E-mail', 'contato@colabora.com.br'],
    ]);
    expect(document.statement[0]).toContain('programa Colabora, versão 2.3.1, registrado no INPI sob o número 5120220000001');
    expect(document.statement[0]).toContain('art. 89 da Portaria MTP nº 671');
    expect(document.statement[1]).toContain('art. 74');
    expect(document.place).toContain('27/11/2026');
  });

  it('names the technical lead and the legal representative and leaves them to sign; a CPF not set is a blank', () => {
    const { signers } = atestadoDocument(data);
    expect(signers.map((signer) => signer.title)).toEqual(['Responsável técnico', 'Responsável legal']);
    expect(signers[0].fields.slice(0, 2)).toEqual([
      ['Nome', 'Ana Técnica'],
      ['CPF', '529.982.247-25'],
    ]);
    expect(signers[1].fields.slice(0, 2)).toEqual([
      ['Nome', 'Bruno Legal'],
      ['CPF', ATESTADO_MSG.blank],
    ]);
    for (const signer of signers) expect(signer.fields.slice(2).every(([, value]) => value === ATESTADO_MSG.blank)).toBe(true);
  });

  it('says plainly when the stage has not set the program’s registration', () => {
    const fields = atestadoDocument({ ...data, registration: { ...data.registration, inpiNumber: '', developerDocument: '' } }).sections.flatMap((section) => section.fields);
    expect(fields).toContainEqual(['Número de registro no INPI', ATESTADO_MSG.notInformed]);
    expect(fields).toContainEqual(['CNPJ', ATESTADO_MSG.notInformed]);
  });
});
