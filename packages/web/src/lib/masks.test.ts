import { expect, it } from 'vitest';
import { formatCep, formatCpf, formatPis } from '@/lib/display-format';
import { applyMask, formatPhone, MASKS } from './masks';

// 000 §5: CPF ###.###.###-##, PIS ###.#####.##-#, postal code ##.###-###, phone up to 15 characters. What the
// candidate types and what HR reads use the same masks.

it('types and shows the CEP as ##.###-###', () => {
  expect(applyMask(MASKS.cep, '01310100')).toBe('01.310-100');
  expect(applyMask(MASKS.cep, '013')).toBe('01.3');
  expect(formatCep('00001301')).toBe('00.001-301');
});

it('shows CPF and PIS with their masks', () => {
  expect(formatCpf('52998224725')).toBe('529.982.247-25');
  expect(formatPis('12345678901')).toBe('123.45678.90-1');
  expect(formatCpf(null)).toBeNull();
});

it('shows a phone as (##) #####-#### or (##) ####-####, never as raw digits', () => {
  expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
  expect(formatPhone('1198765432199')).toHaveLength(15);
});
