import { formatCnpj } from '../brazil/cnpj';
import { brazilianDate } from '../ground/calendar-day';
import type { AejProgram } from '../timeclock/aej/records';
import type { AfdProgram } from '../timeclock/afd/records';
import { placeOfWorkText, type Employer } from './employer';

// The Atestado Técnico e Termo de Responsabilidade (Portaria MTP 671/2021 art. 89, model in its Anexo VII): the
// developer states to the employer that the program complies with the Portaria; the developer's technical lead and
// legal representative sign it with a qualified electronic signature of a natural person (§2), and the employer
// keeps the PDF for the labour inspection (§3). §4: the employer may not use the system without it. Colabora fills
// in the company's and the program's data and names the signers, leaving their signatures blank: it does not sign
// it itself. The model's full field list is not confirmed by a source we could read (labour-law.md §1.10): these
// are the fields art. 89 and the implementations name (the program, its version and INPI registration, the
// developer, the employer, the two signers by name and CPF). The program's and the developer's data are stage
// settings (functions' developer-settings.ts).

export const ATESTADO_MSG = {
  title: 'Atestado Técnico e Termo de Responsabilidade',
  legalBasis: 'Portaria MTP nº 671, de 8 de novembro de 2021, art. 89 e Anexo VII',
  section: 'Atestado Técnico e Termo de Responsabilidade',
  hint: 'Documento exigido pelo art. 89 da Portaria MTP nº 671/2021: o responsável técnico e o responsável legal do desenvolvedor o assinam com assinatura eletrônica qualificada, e a empresa o guarda para a fiscalização. A empresa não pode usar o sistema de registro de ponto sem ele (art. 89, § 4º).',
  download: 'BAIXAR ATESTADO (PDF)',
  failed: 'Não foi possível gerar o atestado. Tente novamente.',
  fileName: 'atestado-tecnico-termo-de-responsabilidade.pdf',
  notInformed: 'não informado',
  blank: '________________________________________',
} as const;

/** Colabora is both the REP-P and the PTRP (art. 75 III). */
const PROGRAM_KIND = 'Registrador Eletrônico de Ponto via Programa (REP-P) e Programa de Tratamento de Registro de Ponto (PTRP)';

/** One of the developer's two signers (art. 89 caput); an empty CPF is left blank for the signer to fill in. */
export interface AtestadoSigner {
  name: string;
  cpf: string;
}

export interface AtestadoData {
  employer: Employer;
  /** The REP-P's registration as the AFD gives it (INPI number, developer's CNPJ, layout version). */
  registration: AfdProgram;
  /** The program's name and version and the developer's legal name and e-mail, as AEJ record 08 gives them. */
  program: AejProgram;
  technicalLead: AtestadoSigner;
  legalRepresentative: AtestadoSigner;
  /** 'yyyy-MM-dd' on the Sao Paulo calendar. */
  issuedOn: string;
}

export interface AtestadoSection {
  title: string;
  fields: ReadonlyArray<readonly [string, string]>;
}

export interface AtestadoDocument {
  sections: AtestadoSection[];
  /** The declaration, paragraph by paragraph. */
  statement: string[];
  /** The two signers, their signatures blank (art. 89: the technical lead and the legal representative). */
  signers: AtestadoSection[];
  place: string;
}

const signer = (title: string, { name, cpf }: AtestadoSigner): AtestadoSection => ({
  title,
  fields: [
    ['Nome', name],
    ['CPF', cpf || ATESTADO_MSG.blank],
    ['Cargo', ATESTADO_MSG.blank],
    ['Assinatura (assinatura eletrônica qualificada)', ATESTADO_MSG.blank],
  ],
});

/** The Atestado filled in with the company's and the program's data, for the PDF (and its test) to read. */
export function atestadoDocument({ employer, registration, program, technicalLead, legalRepresentative, issuedOn }: AtestadoData): AtestadoDocument {
  const inpi = registration.inpiNumber || ATESTADO_MSG.notInformed;
  const developer = registration.developerDocument ? formatCnpj(registration.developerDocument) : ATESTADO_MSG.notInformed;
  return {
    sections: [
      {
        title: '1. Identificação do programa',
        fields: [
          ['Nome do programa', program.name],
          ['Versão do programa', program.version],
          ['Tipo', PROGRAM_KIND],
          ['Número de registro no INPI', inpi],
          ['Versão do leiaute do AFD', registration.version],
        ],
      },
      {
        title: '2. Identificação do desenvolvedor',
        fields: [
          ['Razão social', program.developerName],
          [registration.developerKind, developer],
          ['E-mail', program.developerEmail],
        ],
      },
      {
        title: '3. Identificação do empregador',
        fields: [
          ['Razão social', employer.name],
          ['CNPJ', formatCnpj(employer.cnpj)],
          ...employer.placesOfWork.map((place, index) => [`Local de trabalho ${index + 1}`, placeOfWorkText(place)] as const),
        ],
      },
    ],
    statement: [
      `O desenvolvedor identificado acima atesta, para os fins do art. 89 da Portaria MTP nº 671, de 8 de novembro de 2021, que o programa ${program.name}, versão ${program.version}, registrado no INPI sob o número ${inpi}, utilizado pelo empregador identificado acima, atende ao disposto na referida Portaria e em seus anexos.`,
      'Atesta, em especial, que o programa não permite restringir os horários de marcação do ponto, marcar o ponto automaticamente com horários predeterminados ou contratuais, exigir autorização prévia para a marcação de sobrejornada, nem alterar ou eliminar os dados registrados pelo empregado (art. 74), e que gera o Arquivo Fonte de Dados (AFD), o Arquivo Eletrônico de Jornada (AEJ), o comprovante de registro de ponto e o espelho de ponto (arts. 79 a 84).',
      'Os signatários assumem a responsabilidade, nos termos da legislação vigente, pela veracidade das informações deste atestado.',
    ],
    signers: [signer('Responsável técnico', technicalLead), signer('Responsável legal', legalRepresentative)],
    place: `Local e data: ${ATESTADO_MSG.blank}, ${brazilianDate(issuedOn)}`,
  };
}
