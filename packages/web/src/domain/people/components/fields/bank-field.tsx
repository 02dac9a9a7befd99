import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BANK_DATA_LABEL } from '@colabora/core/people/field-labels';
import { banksQueryOptions } from '@/lib/brazil-lists';
import { AutocompleteField } from './autocomplete-field';

/** The bank picker of step 5: reads 'code - name', found by the names people use too; stores the name (001 §2, §3 bankData). */
export function BankField() {
  const banks = useQuery(banksQueryOptions());
  const options = useMemo(() => (banks.data ?? []).map((bank) => ({ value: bank.name, label: bank.label, keywords: bank.nicknames })), [banks.data]);
  return <AutocompleteField name="bank" label={BANK_DATA_LABEL.bank} options={options} loading={banks.isPending} required />;
}
