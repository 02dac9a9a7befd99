import { catalogActions } from '../../modules/catalog/catalog-actions';
import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { addNationalHolidays, listNationalHolidays } from '../../modules/holiday/national';
import { holidays } from '../../modules/holiday/store';

const actions = catalogActions(holidays);

export const handler = resourceHandler(
  'holiday',
  {
    paginateHolidays: actions.paginate,
    createHoliday: actions.create,
    updateHoliday: actions.update,
    deleteHoliday: actions.remove,
    deleteHolidays: actions.removeMany(),
    importHolidays: actions.importSheet,
    holidaySheetModel: actions.sheetModel,
    listNationalHolidays,
    addNationalHolidays,
  },
  idempotentCreates(),
);
