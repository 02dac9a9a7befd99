import { formatCnpj } from '../brazil/cnpj';
import { formatCpf } from '../brazil/cpf';
import { placeOfWorkText, type PlaceOfWork } from '../company/employer';

// The punch receipt, "Comprovante de Registro de Ponto do Trabalhador" (Portaria MTP 671/2021 art. 79, with art. 80
// sole paragraph for the electronic one: a PDF signed as arts. 87–88 ask, open after every punch with no request or
// approval, at least the last 48 hours of them). GET /api/point-registers/receipt/{nsr} (the punch's owner)
// answers a 60-second link to it; MEU PONTO lists them. Issue 23 §5.

export const RECEIPT_MSG = {
  /** Art. 79 I: the title, verbatim. */
  title: 'Comprovante de Registro de Ponto do Trabalhador',
  listTitle: 'Comprovantes de registro de ponto',
  listHint: 'Os comprovantes das últimas 48 horas, assinados digitalmente.',
  empty: 'Nenhum registro de ponto nas últimas 48 horas.',
  download: 'Baixar comprovante',
  openAfterPunch: 'Baixar o comprovante deste registro',
  failed: 'Não foi possível baixar o comprovante. Tente novamente.',
  loadFailed: 'Não foi possível carregar os comprovantes. Tente novamente.',
  loading: 'Carregando os comprovantes',
} as const;

/** How far back MEU PONTO lists receipts (art. 80 sole paragraph: "no mínimo, as últimas 48 horas"). */
export const RECEIPT_HOURS = 48;

/** The data of art. 79 items II–VIII, as the punch (db/entities/punch.ts) and its company hold them. */
export interface ReceiptData {
  nsr: number;
  employer: { name: string; cnpj: string };
  /** Art. 79 IV: the person's place of work (company/employer.ts personPlaceOfWork). */
  placeOfWork: PlaceOfWork;
  worker: { name: string; cpf: string };
  /** The punch's date-time on the company's clock with its offset (2026-11-26T08:01:00-03:00). */
  punchedAt: string;
  /** Art. 79 VII: the program's INPI registration (REP-P); '' until the stage sets it. */
  inpiNumber: string;
  /** Art. 79 VIII: the punch's SHA-256, the AFD type-7 record's field 8. */
  hash: string;
}


/** '2026-11-26T08:01:00-03:00' → '26/11/2026 08:01:00' (the company's clock the punch was taken on, from its own offset). */
function receiptDateTime(punchedAt: string): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(punchedAt) ?? [];
  return `${day}/${month}/${year} ${time}`;
}

/** The NSR as the AFD writes it: 9 digits. */
export const nsrText = (nsr: number) => String(nsr).padStart(9, '0');

/** The items of art. 79 II–VIII, in its order, as label and value: what the PDF prints and its test reads back. */
export function receiptItems(data: ReceiptData): ReadonlyArray<readonly [string, string]> {
  return [
    ['NSR', nsrText(data.nsr)],
    ['Empregador', data.employer.name],
    ['CNPJ', formatCnpj(data.employer.cnpj)],
    ['Local de trabalho', placeOfWorkText(data.placeOfWork)],
    ['Trabalhador', data.worker.name],
    ['CPF', formatCpf(data.worker.cpf)],
    ['Data e hora do registro', receiptDateTime(data.punchedAt)],
    ['Registro do programa no INPI', data.inpiNumber || 'não informado'],
    ['Código hash do registro (SHA-256)', data.hash],
  ];
}

/** 'comprovante-ponto-000000042.pdf': one per NSR of the company. */
export const receiptFileName = (nsr: number) => `comprovante-ponto-${nsrText(nsr)}.pdf`;

/** A receipt MEU PONTO lists (GET /api/point-registers answers those of the last 48 hours). */
export interface ReceiptEntry {
  nsr: number;
  punchedAt: string;
}

/** GET /api/point-registers/receipt/{nsr} answer: the file's name and a 60-second link to it. */
export interface ReceiptAnswer {
  fileName: string;
  url: string;
}
