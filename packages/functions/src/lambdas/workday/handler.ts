import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { createWorkday } from './create';
import { updateWorkdayBreaks, updateWorkdayDetails, updateWorkdayScale, updateWorkdayScaleAndBreaks } from './edit-tabs';
import { listWorkdays } from './list';
import { getMonthScale } from './month-scale';
import { paginateWorkdays } from './paginate';
import { getPersonJourney } from './person-journey';
import { deleteWorkday, deleteWorkdays } from './remove';
import { updateWorkdaysStatus } from './status';
import { validateWorkdayName } from './validate-name';

export const handler = resourceHandler(
  'workday',
  {
    listWorkdays,
    paginateWorkdays,
    validateWorkdayName,
    createWorkday,
    updateWorkdayDetails,
    updateWorkdayScale,
    updateWorkdayBreaks,
    updateWorkdayScaleAndBreaks,
    updateWorkdaysStatus,
    deleteWorkday,
    deleteWorkdays,
    getPersonJourney,
    getMonthScale,
  },
  idempotentCreates(),
);
