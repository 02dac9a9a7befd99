import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { LoadingScreen } from '@/components/loading-screen';

/** Where a layout shows its lazy-loaded page, with the date-picker locale the signed-in pages use. */
export function PageOutlet() {
  return (
    <DatePickersProvider>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </DatePickersProvider>
  );
}
