import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { appPath } from '@colabora/core/navigation/app-routes';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '@/components/form/select-field';
import { HIRING_MSG, optionsEmptyText } from './hiring-messages';
import { useWorkdays } from '@/domain/hiring/api/workdays';

/** The company's journeys (GET /api/workday/{companyId}); without any, says where to create one. */
export function WorkdayField() {
  const workdays = useWorkdays();
  if (workdays.isSuccess && workdays.data.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Link component={RouterLink} to={appPath('journey')}>
            JORNADAS
          </Link>
        }
      >
        {HIRING_MSG.noWorkdays}
      </Alert>
    );
  }
  return (
    <SelectField
      name="hiringData.workday"
      label={HIRING_DATA_LABEL.workdayName}
      required
      options={(workdays.data ?? []).map((workday) => ({ value: workday._id, label: workday.name }))}
      emptyText={optionsEmptyText(workdays)}
    />
  );
}
