import { describe, expect, it } from 'vitest';
import { developerSettings } from './developer-settings';

// The program's and the developer's data (AEJ record 08, the Atestado of Portaria 671 art. 89): stage settings.

describe('developerSettings (stage settings of the program and its developer)', () => {
  it('reads the version, the developer, the e-mail and the two signers, the CPFs masked', () => {
    const settings = developerSettings({
      PROGRAM_VERSION: ' 2.3.1 ',
      AFD_DEVELOPER_CNPJ: '44555666000199',
      DEVELOPER_NAME: ' Colabora Sistemas Ltda ',
      DEVELOPER_EMAIL: 'contato@colabora.com.br',
      TECHNICAL_LEAD_NAME: 'Ana Técnica',
      TECHNICAL_LEAD_CPF: '52998224725',
      LEGAL_REPRESENTATIVE_NAME: 'Bruno Legal',
      LEGAL_REPRESENTATIVE_CPF: '111.444.777-35',
    });
    expect(settings).toEqual({
      program: {
        name: 'Colabora',
        version: '2.3.1',
        developerKind: 'CNPJ',
        developerDocument: '44555666000199',
        developerName: 'Colabora Sistemas Ltda',
        developerEmail: 'contato@colabora.com.br',
      },
      technicalLead: { name: 'Ana Técnica', cpf: '529.982.247-25' },
      legalRepresentative: { name: 'Bruno Legal', cpf: '111.444.777-35' },
    });
  });

  it('prints values named as test values when the stage sets none, and no CPF', () => {
    const settings = developerSettings({});
    expect(settings.program).toMatchObject({ version: 'teste', developerName: 'Desenvolvedor (valor de teste)', developerEmail: 'não informado' });
    expect(settings.technicalLead).toEqual({ name: 'Responsável técnico (valor de teste)', cpf: '' });
    expect(settings.legalRepresentative).toEqual({ name: 'Responsável legal (valor de teste)', cpf: '' });
  });

  it('refuses a CPF with wrong check digits, a version AEJ record 08 cannot hold and a name too long', () => {
    expect(() => developerSettings({ TECHNICAL_LEAD_CPF: '52998224726' })).toThrow(/TECHNICAL_LEAD_CPF/);
    expect(() => developerSettings({ LEGAL_REPRESENTATIVE_CPF: '000.000.000-00' })).toThrow(/LEGAL_REPRESENTATIVE_CPF/);
    expect(() => developerSettings({ PROGRAM_VERSION: '1.0.0-beta.1' })).toThrow(/PROGRAM_VERSION/);
    expect(() => developerSettings({ DEVELOPER_NAME: 'x'.repeat(151) })).toThrow(/DEVELOPER_NAME/);
  });
});
