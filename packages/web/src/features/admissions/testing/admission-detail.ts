import type { ExamFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail, WorkdayOption } from '@colabora/core/admission/contract';
import { STEP_NAMES, type StepStatus, type Steps } from '@colabora/core/admission/steps';
import { candidateDetail } from '@/testing/collaborator-detail';

export const WORKDAYS: WorkdayOption[] = [
  { _id: 'w-1', name: 'Comercial 44h', scaleType: '5x2' },
  { _id: 'w-2', name: 'Escala 12x36', scaleType: '12/36' },
];

/** Every step with `status`, then the ones named in `overrides`. */
export function stepsWith(status: StepStatus, overrides: Partial<Steps> = {}): Steps {
  const all = Object.fromEntries(STEP_NAMES.map((name) => [name, { status, reason: null }])) as Steps;
  return { ...all, ...overrides };
}

export function examFile(key: string): ExamFile {
  return { key, name: `${key}.pdf`, size: 2048, uploadedAt: '2026-03-05T12:00:00.000Z' };
}

/** A candidate who filled every step, all waiting for HR's review (the hiring data still to fill). */
export function filledDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return candidateDetail({
    percentageFilled: 100,
    steps: stepsWith('underAnalysis', { HIRING_DATA: { status: 'notFilled', reason: null } }),
    personalData: {
      nationality: 'Brasil',
      state: 'SP',
      cityOfBirth: 'Campinas',
      birthDate: '1990-05-17',
      gender: 'Feminino',
      raceColor: 'Parda',
      deficiency: 'Nenhuma',
      profilePicture: { key: 'uploads/u-1/foto.jpg', name: 'foto.jpg', size: 1000 },
    },
    familyData: {
      maritalStatus: 'Casado(a)',
      mothersName: 'Maria Souza',
      fathersName: null,
      hasDependents: true,
      dependents: [
        { dependentName: 'Pedro Souza', dependentType: 'Filho(a)', dependentbirthDate: '2015-01-20', dependentCpf: '11144477735' },
      ],
    },
    documents: {
      cpf: '52998224725',
      pisNumber: null,
      rgNumber: '123456789',
      rgExpeditionDate: '2010-02-03',
      rgOrganUfEmitter: 'SSP/SP',
      voterRegistrationNumber: null,
      voterRegistrationZone: null,
      voterRegistrationSection: null,
      reservistNumber: null,
      photoCPF: { key: 'uploads/u-1/cpf.jpg', name: 'cpf.jpg', size: 1000 },
      photoFrontRg: null,
      photoBackRg: null,
      photoTitle: null,
      photoReservist: null,
    },
    address: {
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      publicPlace: 'Avenida Paulista',
      number: '1000',
      complement: null,
      neighborhood: 'Bela Vista',
      type: 'Avenida',
      proofOfAddress: true,
      cpfOwner: null,
      rgOwner: null,
      receipt: { key: 'uploads/u-1/conta.pdf', name: 'conta.pdf', size: 1000 },
    },
    bankData: {
      bank: 'Banco do Brasil',
      agency: '1234',
      typeAccount: 'Conta corrente',
      account: '123456',
      digit: '7',
      photoBankAccountReceipt: { key: 'uploads/u-1/banco.jpg', name: 'banco.jpg', size: 1000 },
    },
    ...overrides,
  });
}
