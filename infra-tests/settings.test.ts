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
    expect(programSettings({})).toEqual({});
    expect(programSettings({ AFD_INPI_NUMBER: ' BR512026000123 ', AFD_LAYOUT_VERSION: '004', OTHER: 'x' })).toEqual({
      AFD_INPI_NUMBER: 'BR512026000123',
      AFD_LAYOUT_VERSION: '004',
    });
    expect(() => programSettings({ AFD_LAYOUT_VERSION: '005' })).toThrow(/AFD_LAYOUT_VERSION/);
    expect(() => programSettings({ AEJ_LAYOUT_VERSION: '9' })).toThrow(/AEJ_LAYOUT_VERSION/);
  });
});
