import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import type { SelectOption } from '@/components/form/select-field';
import { useFormField } from '@/components/form/use-form-field';

/** An option that is also found by other words than its label (a bank by 'Nubank'). */
export interface SearchableOption extends SelectOption {
  keywords?: string;
}

// Case and accents ignored (MUI's default), over the label and the keywords.
const filterOptions = createFilterOptions<SearchableOption>({ stringify: (option) => `${option.label} ${option.keywords ?? ''}` });

interface AutocompleteFieldProps {
  name: string;
  label: string;
  options: readonly SearchableOption[];
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Said in the list while it has nothing to offer. */
  noOptionsText?: string;
  /** Runs after the form value changed, for fields that follow this one. */
  onChange?: (value: string) => void;
}

/**
 * A Formik-bound pick from a long list (countries, municipalities, banks), typed to filter. The form value
 * is the option's value; a value the list does not hold (a city the CEP lookup wrote, a bank no longer
 * listed) is still shown as it is.
 */
export function AutocompleteField({
  name,
  label,
  options,
  required,
  disabled,
  loading,
  noOptionsText,
  onChange,
}: AutocompleteFieldProps) {
  const { field, id, showError, helperText, setValue, touch } = useFormField<string>(name);
  const value = field.value
    ? (options.find((option) => option.value === field.value) ?? { value: field.value, label: field.value })
    : null;
  return (
    <Autocomplete<SearchableOption>
      filterOptions={filterOptions}
      id={id}
      options={options}
      value={value}
      loading={loading}
      disabled={disabled}
      noOptionsText={noOptionsText ?? 'Nenhuma opção encontrada'}
      loadingText="Carregando…"
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      onChange={(_, option) => {
        const next = option?.value ?? '';
        setValue(next);
        onChange?.(next);
      }}
      onBlur={() => touch()}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={showError}
          helperText={helperText()}
          slotProps={{ inputLabel: { ...params.InputLabelProps, required: false } }}
        />
      )}
    />
  );
}
