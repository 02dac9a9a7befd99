import { cpfDigits, isCpf } from '../brazil/cpf';

// Payslip rules (spec 001 §5 'Payslip upload', §9): which months can be chosen, and whose a file of the bulk
// upload is, read from the CPF in its name.

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export interface PayslipMonth {
  month: number;
  year: number;
  /** 'Março/2026'. */
  label: string;
}

/** The month options, newest first, from the admission month to the month of `today` (both 'yyyy-MM-dd'). */
export function payslipMonthOptions(admissionDate: string, today: string): PayslipMonth[] {
  const first = Number(admissionDate.slice(0, 4)) * 12 + Number(admissionDate.slice(5, 7)) - 1;
  const options: PayslipMonth[] = [];
  for (let index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1; index >= first; index -= 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    options.push({ month, year, label: `${MONTH_NAMES[month - 1]}/${year}` });
  }
  return options;
}

/** True when month/year is one of the options (the upload's check). */
export function isPayslipMonthAllowed(month: number, year: number, admissionDate: string, today: string): boolean {
  return payslipMonthOptions(admissionDate, today).some((option) => option.month === month && option.year === year);
}

/** The first day of the payslip's month, as stored ('yyyy-MM-01'). */
export function payslipDate(month: number, year: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

// 11 digits, masked (123.456.789-09) or not, never part of a longer number (a CNPJ, a date run).
const CPF_IN_TEXT = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;

/** The 11 digits of the first valid CPF in a file name ('123.456.789-09 holerite.pdf'), or null. */
export function cpfFromFileName(name: string): string | null {
  for (const [candidate] of name.matchAll(CPF_IN_TEXT)) {
    if (isCpf(candidate)) return cpfDigits(candidate);
  }
  return null;
}

/** 001 §2: the HOLERITES tab exists only for CLT collaborators. */
export function hasPayslips(regime: string | null | undefined): boolean {
  return regime === 'CLT';
}
