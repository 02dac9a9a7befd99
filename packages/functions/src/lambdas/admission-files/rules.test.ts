import { describe, expect, it } from 'vitest';
import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import type { ContractFile } from '@colabora/core/admission/admission-files';
import { initialSteps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import { approvedSteps } from '../../testing/admission-ready';
import { activationRefusal, statusOnActivation } from './activation-rules';
import { activationEmail } from './activation-email';
import { contractEmail } from './contract-email';
import { examRefusal } from './exam-rules';

const contract = (status: ContractFile['status']): ContractFile => ({ key: 'k', name: 'c.pdf', size: 1, status, uploadedAt: '' });

describe('examRefusal', () => {
  const base = { role: 'WAITING_CONTRACT_SIGN' as const, kind: 'admissionExam' as const, toxicologicalRequired: false, contracts: {} };

  it('lets the candidate send exams once every step is approved, until the employment contract is signed', () => {
    expect(examRefusal(base)).toBeNull();
    expect(examRefusal({ ...base, contracts: { employementContract: contract('sent') } })).toBeNull();
    expect(examRefusal({ ...base, contracts: { employementContract: contract('approved') } })).toMatchObject({
      statusCode: 409,
      message: SERVER_MSG.examsLocked,
    });
    expect(examRefusal({ ...base, role: 'ADMISSION_PROCESS' })).toMatchObject({ statusCode: 409, message: SERVER_MSG.examsBeforeApproval });
  });

  it('takes the toxicological exam only when the job role asks for it', () => {
    expect(examRefusal({ ...base, kind: 'toxicologicalExam' })).toMatchObject({ statusCode: 400, message: SERVER_MSG.toxicologicalNotRequired });
    expect(examRefusal({ ...base, kind: 'toxicologicalExam', toxicologicalRequired: true })).toBeNull();
  });
});

describe('activationRefusal and statusOnActivation', () => {
  const ready = {
    role: 'WAITING_CONTRACT_SIGN' as const,
    steps: approvedSteps(),
    contracts: { employementContract: contract('approved') },
    regime: 'CLT' as const,
    endOfSecondPeriod: '2099-04-01',
  };

  it('needs every step approved, the employment contract signed and, for CLT, the experience period', () => {
    expect(activationRefusal(ready)).toBeNull();
    expect(activationRefusal({ ...ready, role: 'ADMISSION_PROCESS' })).toBe(ACTIVATION_MSG.stepsPending);
    expect(activationRefusal({ ...ready, steps: initialSteps() })).toBe(ACTIVATION_MSG.stepsPending);
    expect(activationRefusal({ ...ready, contracts: { employementContract: contract('sent') } })).toBe(ACTIVATION_MSG.contractPending);
    expect(activationRefusal({ ...ready, contracts: { otherDocuments: contract('approved') } })).toBe(ACTIVATION_MSG.contractPending);
    expect(activationRefusal({ ...ready, endOfSecondPeriod: undefined })).toBe(SERVER_MSG.experiencePeriodMissing);
    expect(activationRefusal({ ...ready, regime: 'PJ', endOfSecondPeriod: undefined })).toBeNull();
  });

  it('starts CLT in the experience period and PJ as hired', () => {
    expect(statusOnActivation('CLT')).toBe('WORK_EXPERIENCE');
    expect(statusOnActivation('PJ')).toBe('HIRED');
  });
});

describe('contractEmail', () => {
  it('tells the candidate, in Portuguese, that a contract waits in the app, with the link', () => {
    const mail = contractEmail({
      companyName: 'Transportes <Rápidos> & Cia',
      candidateName: '  Ana Beatriz Souza ',
      appUrl: 'https://rh.exemplo.com.br',
      contractLabel: 'Contrato de trabalho',
    });
    expect(mail.subject).toBe('Transportes <Rápidos> & Cia: contrato pronto para assinatura');
    expect(mail.text).toBe(
      [
        'Olá, Ana!',
        '',
        'A Transportes <Rápidos> & Cia enviou um contrato para você assinar: Contrato de trabalho.',
        'Ele está pronto para ser lido e assinado no aplicativo do processo de admissão.',
        '',
        'Acesse https://rh.exemplo.com.br/admission-process, entre com o seu e-mail e a sua senha e abra a página do contrato.',
        '',
        'Equipe de Recursos Humanos — Transportes <Rápidos> & Cia',
      ].join('\n'),
    );
    expect(mail.html).toContain('href="https://rh.exemplo.com.br/admission-process"');
    expect(mail.html).toContain('Transportes &lt;Rápidos&gt; &amp; Cia');
    expect(mail.html).not.toContain('<Rápidos>');
  });
});

describe('activationEmail', () => {
  it('tells the person, in Portuguese, that the access is open and where to sign in', () => {
    const mail = activationEmail({
      companyName: 'Transportes <Rápidos> & Cia',
      personName: '  Ana Beatriz Souza ',
      appUrl: 'https://rh.exemplo.com.br',
      ownPassword: true,
    });
    expect(mail.subject).toBe('Transportes <Rápidos> & Cia: seu acesso ao Colabora foi liberado');
    expect(mail.text).toBe(
      [
        'Olá, Ana!',
        '',
        'A Transportes <Rápidos> & Cia concluiu a sua admissão e ativou o seu acesso.',
        'Entre com o seu e-mail e a senha que você criou no processo de admissão.',
        '',
        'Acesse https://rh.exemplo.com.br/',
        '',
        'Equipe de Recursos Humanos — Transportes <Rápidos> & Cia',
      ].join('\n'),
    );
    expect(mail.html).toContain('href="https://rh.exemplo.com.br/"');
    expect(mail.html).toContain('Transportes &lt;Rápidos&gt; &amp; Cia');
    expect(mail.html).not.toContain('<Rápidos>');
  });

  it('names the first password to whoever was activated before creating one', () => {
    const mail = activationEmail({ companyName: 'Empresa', personName: 'Ana', appUrl: 'https://rh.exemplo.com.br', ownPassword: false });
    expect(mail.text).toContain('Entre com o seu e-mail e a senha de primeiro acesso do convite.');
  });
});
