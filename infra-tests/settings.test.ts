import { describe, expect, it } from 'vitest';
import { alarmEmail, appUrl, mailDomain, mailFrom, programSettings, siteOrigins } from '../stacks/settings';
import { isProduction, statefulRemovalPolicy } from '../stacks/stage';
import { RemovalPolicy } from 'aws-cdk-lib';

describe('deploy settings', () => {
  it('sends from a default address unless MAIL_FROM says otherwise', () => {
    expect(mailFrom({})).toBe('nao-responda@colabora.com.br');
    expect(mailFrom({ MAIL_FROM: ' rh@empresa.com.br ' })).toBe('rh@empresa.com.br');
    expect(() => mailFrom({ MAIL_FROM: 'Colabora <rh@empresa.com.br>' })).toThrow(/MAIL_FROM/);
    expect(mailDomain('rh@Mail.Empresa.com.br')).toBe('mail.empresa.com.br');
  });

  it('takes the custom domains from SITE_ORIGINS, none by default and never a wildcard', () => {
    expect(siteOrigins({})).toEqual([]);
    expect(() => siteOrigins({ SITE_ORIGINS: 'https://*.cloudfront.net' })).toThrow(/SITE_ORIGINS/);
    expect(siteOrigins({ SITE_ORIGINS: 'https://rh.empresa.com.br/, https://d1.cloudfront.net' })).toEqual([
      'https://rh.empresa.com.br',
      'https://d1.cloudfront.net',
    ]);
    expect(() => siteOrigins({ SITE_ORIGINS: 'http://rh.empresa.com.br' })).toThrow(/SITE_ORIGINS/);
  });

  it('takes the app address for e-mail links from APP_URL, else a concrete SITE_ORIGINS origin', () => {
    expect(appUrl({})).toBeNull();
    expect(appUrl({ APP_URL: 'https://rh.empresa.com.br/' })).toBe('https://rh.empresa.com.br');
    expect(appUrl({ SITE_ORIGINS: 'https://rh.empresa.com.br, https://d1.cloudfront.net' })).toBe('https://rh.empresa.com.br');
    expect(() => appUrl({ APP_URL: 'http://rh.empresa.com.br' })).toThrow(/APP_URL/);
    expect(() => appUrl({ APP_URL: 'https://*.empresa.com.br' })).toThrow(/APP_URL/);
  });

  it('e-mails alarms to ALARM_EMAIL, which production must set', () => {
    expect(alarmEmail('test', {})).toBeNull();
    expect(alarmEmail('test', { ALARM_EMAIL: ' ops@empresa.com.br ' })).toBe('ops@empresa.com.br');
    expect(() => alarmEmail('production', {})).toThrow(/ALARM_EMAIL/);
    expect(alarmEmail('production', { ALARM_EMAIL: 'ops@empresa.com.br' })).toBe('ops@empresa.com.br');
    expect(() => alarmEmail('test', { ALARM_EMAIL: 'Ops <ops@empresa.com.br>' })).toThrow(/ALARM_EMAIL/);
  });

  it('keeps stateful resources only on production', () => {
    expect(isProduction('production')).toBe(true);
    expect(statefulRemovalPolicy('production')).toBe(RemovalPolicy.RETAIN);
    expect(statefulRemovalPolicy('test')).toBe(RemovalPolicy.DESTROY);
    expect(statefulRemovalPolicy('prod')).toBe(RemovalPolicy.DESTROY);
  });

  it("passes the program's registration to the functions that print it, and stops a deploy on a layout version no reader knows", () => {
    expect(programSettings('test', {})).toEqual({});
    expect(programSettings('test', { AFD_INPI_NUMBER: ' BR512026000123 ', AFD_LAYOUT_VERSION: '004', OTHER: 'x' })).toEqual({
      AFD_INPI_NUMBER: 'BR512026000123',
      AFD_LAYOUT_VERSION: '004',
    });
    expect(() => programSettings('test', { AFD_LAYOUT_VERSION: '005' })).toThrow(/AFD_LAYOUT_VERSION/);
    expect(() => programSettings('test', { AEJ_LAYOUT_VERSION: '9' })).toThrow(/AEJ_LAYOUT_VERSION/);
  });

  it("refuses a production stage without the program's version, the developer and the Atestado's two signers (art. 89)", () => {
    const developer = {
      PROGRAM_VERSION: '2.3.1',
      DEVELOPER_NAME: 'Colabora Sistemas Ltda',
      TECHNICAL_LEAD_NAME: 'Ana Técnica',
      TECHNICAL_LEAD_CPF: '529.982.247-25',
      LEGAL_REPRESENTATIVE_NAME: 'Bruno Legal',
      LEGAL_REPRESENTATIVE_CPF: '111.444.777-35',
    };
    expect(programSettings('production', developer)).toEqual(developer);
    expect(() => programSettings('production', {})).toThrow(/PROGRAM_VERSION, DEVELOPER_NAME, TECHNICAL_LEAD_NAME, TECHNICAL_LEAD_CPF, LEGAL_REPRESENTATIVE_NAME, LEGAL_REPRESENTATIVE_CPF/);
    for (const name of Object.keys(developer)) {
      expect(() => programSettings('production', { ...developer, [name]: ' ' })).toThrow(new RegExp(`must set ${name} `));
    }
    // Set anywhere, they are checked by the functions' own reader.
    expect(() => programSettings('test', { ...developer, TECHNICAL_LEAD_CPF: '529.982.247-26' })).toThrow(/TECHNICAL_LEAD_CPF/);
    expect(() => programSettings('test', { ...developer, PROGRAM_VERSION: 'versão 2.3.1' })).toThrow(/PROGRAM_VERSION/);
  });
});
