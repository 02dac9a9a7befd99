import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NATIONAL_HOLIDAYS_MSG, type AddNationalHolidays } from '@colabora/core/holiday/national-request';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { holidayApi } from './holiday-api';

export function addNationalHolidays(body: AddNationalHolidays) {
  return apiRequest('addNationalHolidays', { body });
}

export function useAddNationalHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNationalHolidays,
    meta: { errorMessage: NATIONAL_HOLIDAYS_MSG.addFailed },
    onSuccess: ({ created, skipped }) => {
      // The count is the notice: how many were added, and how many the company had already.
      notifySuccess(NATIONAL_HOLIDAYS_MSG.added(created, skipped));
      return queryClient.invalidateQueries({ queryKey: holidayApi.keys.all });
    },
  });
}
