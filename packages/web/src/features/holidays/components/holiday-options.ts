import { holidayYears, type HolidayModel, type HolidayType } from '@colabora/core/holiday/rules';
import { HOLIDAY_MODEL_LABEL, HOLIDAY_TYPE_LABEL } from '@colabora/core/holiday/schema';

// The options of TIPO and MODELO, in the spec's order (002 §2.8), for the filters and the dialog, and of ANO.
const TYPES: readonly HolidayType[] = ['NATIONAL', 'MUNICIPAL', 'STATE'];
const MODELS: readonly HolidayModel[] = ['period', 'date'];

export const TYPE_OPTIONS = TYPES.map((type) => ({ value: type, label: HOLIDAY_TYPE_LABEL[type] }));
export const MODEL_OPTIONS = MODELS.map((model) => ({ value: model, label: HOLIDAY_MODEL_LABEL[model] }));

/** The years of the ANO filter, on the São Paulo calendar. */
export const yearOptions = (today: string) => holidayYears(today).map((year) => ({ value: String(year), label: String(year) }));
