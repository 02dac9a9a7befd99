import { useQuery } from '@tanstack/react-query';
import { landingPage, WIZARD_MSG } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { useSessionUser } from '@/lib/use-session';
import { userStepsQueryOptions } from '../api/get-user-steps';

/**
 * /steps, where the sign-in and the terms lead: the page where her work is (core landingPage). A returning
 * candidate whose step HR refused opens the review with its CORRIGIR card; otherwise the first step still to
 * fill; the review once all are filled (issue 9).
 */
export function StepsLandingPage() {
  const user = useSessionUser();
  const steps = useQuery(userStepsQueryOptions(user._id));
  if (steps.isPending) return <LoadingScreen />;
  if (steps.isError) {
    return <RetryAlert message={WIZARD_MSG.stepsFetchFailed} retrying={steps.isFetching} onRetry={() => void steps.refetch()} />;
  }
  return <Navigate to={appPath(`step${landingPage(steps.data)}`)} replace />;
}
