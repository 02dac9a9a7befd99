import type { CollaboratorDetail, InviteSummary } from '@colabora/core/admission/contract';
import { NO_ADDITIONALS } from '@colabora/core/admission/additionals';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { initialSteps, STEP_NAMES, type Steps } from '@colabora/core/admission/steps';

export function inviteSummary(flags: Partial<Omit<InviteSummary, '_id'>> = {}): InviteSummary {
  return { _id: 'inv-1', opened: false, concluded: false, emailVerify: false, accepted: false, ...flags };
}

/** GET /api/users/{id} of a candidate who has filled nothing yet; override what a test needs. */
export function candidateDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return {
    _id: 'u-1',
    fullName: 'Ana Souza',
    email: 'ana@demo.com.br',
    phone: '11987654321',
    role: 'ADMISSION_PROCESS',
    statusActive: null,
    company: { _id: 'c-1', name: 'Empresa Demonstração' },
    jobRole: { _id: 'jr-1', name: 'Analista de RH', baseSalary: 350000, toxicologicalExam: false },
    department: { _id: 'd-1', name: 'Recursos Humanos' },
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 412345, vt: 22000, va: 65050, vr: 0 },
    admissionDate: '2026-03-02',
    limitDate: '2026-02-20',
    percentageFilled: 0,
    disabled: false,
    invite: inviteSummary({ opened: true }),
    isWhatsApp: null,
    recordPoints: false,
    currentLeave: null,
    steps: initialSteps(),
    personalData: null,
    familyData: null,
    documents: null,
    address: null,
    bankData: null,
    admissionExam: null,
    toxicologicalExam: null,
    contracts: {},
    ...overrides,
  };
}

/** Every step's data filled (what the wizard saves), for a person in admission or on the active staff. */
export function filledPersonData(): Pick<CollaboratorDetail, 'personalData' | 'familyData' | 'documents' | 'address' | 'bankData'> {
  return {
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
  };
}

/** GET /api/users/{id} of a CLT employee on the active staff (admitted 02/03/2026, 45/45), every tab filled. */
export function employeeDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return candidateDetail({
    role: 'EMPLOYEE',
    statusActive: 'WORK_EXPERIENCE',
    invite: null,
    percentageFilled: 100,
    recordPoints: true,
    isWhatsApp: true,
    steps: Object.fromEntries(STEP_NAMES.map((name) => [name, { status: 'approved', reason: null }])) as Steps,
    hiringData: {
      regime: 'CLT',
      hasStandardSalary: false,
      salary: 412345,
      vt: 22000,
      va: 65050,
      vr: 0,
      workday: 'w-1',
      workdayName: 'Comercial 44h',
      ...experienceDates('2026-03-02', '45/45'),
      additional: NO_ADDITIONALS,
    },
    ...filledPersonData(),
    ...overrides,
  });
}
