import { AutocompleteField } from './autocomplete-field';
import { FIELD_TEXT } from './field-messages';
import { useMunicipalityOptions } from './use-municipality-options';

/** A city picked from the IBGE municipalities of `state` (loaded when the state is chosen). */
export function MunicipalityField({ name, label, state }: { name: string; label: string; state: string }) {
  const cities = useMunicipalityOptions(state);
  return (
    <AutocompleteField
      name={name}
      label={label}
      options={cities.options}
      loading={cities.loading}
      disabled={!state}
      noOptionsText={state ? undefined : FIELD_TEXT.pickStateFirst}
      required
    />
  );
}
