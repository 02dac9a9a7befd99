import { BRAZIL_STATES } from '@colabora/core/brazil/states';
import type { SelectOption } from '@/components/form/select-field';

/** The 27 UFs for the state selects: the UF code is stored, the name is read. */
export const STATE_OPTIONS: readonly SelectOption[] = BRAZIL_STATES.map(({ uf, name }) => ({ value: uf, label: name }));
