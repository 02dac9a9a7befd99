import { payslipMonthOptions } from '@colabora/core/payslip/rules';
import type { SelectOption } from '@/components/form/select-field';

// A payslip month in a select: 'yyyy-MM' as the value, 'Março/2026' as the label.

/** The months from `from` (a day of the first month) to `today`, newest first (001 §5, §9). */
export function monthSelectOptions(from: string, today: string): SelectOption[] {
  return payslipMonthOptions(from, today).map((option) => ({
    value: `${option.year}-${String(option.month).padStart(2, '0')}`,
    label: option.label,
  }));
}

/** 'yyyy-MM' → its month and year; null for '' (none chosen). */
export function periodOf(value: string): { month: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}
