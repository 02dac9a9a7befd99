import { applyMask, MASKS } from '@/lib/masks';

// Values shown read-only (stored as digits), with the masks people type them with (000 §5).

/** '52998224725' → '529.982.247-25'. */
export function formatCpf(value: string | null | undefined): string | null {
  return value ? applyMask(MASKS.cpf, value) : null;
}

/** '12345678901' → '123.45678.90-1'. */
export function formatPis(value: string | null | undefined): string | null {
  return value ? applyMask(MASKS.pis, value) : null;
}

/** '01310100' → '01.310-100'. */
export function formatCep(value: string | null | undefined): string | null {
  return value ? applyMask(MASKS.cep, value) : null;
}

export function yesNo(value: boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value ? 'Sim' : 'Não';
}
