import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { SelectField } from '@/components/form/select-field';
import { usePlacesOfWork } from '@/domain/company/api/company-settings';
import { HIRING_MSG, optionsEmptyText } from './hiring-messages';

/**
 * The person's place of work among the company's (its settings), which the punch receipt prints (Portaria 671
 * art. 79 IV). The person's detail answers the first place when HR chose none, so that is the default.
 */
export function PlaceOfWorkField() {
  const places = usePlacesOfWork();
  return (
    <SelectField
      name="hiringData.placeOfWork"
      label={HIRING_DATA_LABEL.placeOfWork}
      required
      options={(places.data ?? []).map((place) => ({ value: place.name, label: place.name }))}
      emptyText={optionsEmptyText(places)}
      hint={HIRING_MSG.placeOfWorkHint}
    />
  );
}
