import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StepsAnswer } from '@colabora/core/admission/contract';
import { disapprovedSteps, overallReviewStatus, STEP_TITLE } from '@colabora/core/admission/steps';
import { nextPageToFill, WIZARD_MSG, wizardPageOfStep, type StepPage } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link } from 'react-router';
import { loadPage } from '@/lib/reload-page';
import { clearSession } from '@/lib/session';
import { STEP_TEXT } from './step-messages';

/**
 * All steps approved: the API already moved the person to WAITING_CONTRACT_SIGN, but the stored session
 * still says ADMISSION_PROCESS. Clearing it and reloading (001 §2 step 6) on the invite sign-in makes the
 * person sign in again there, and that sign-in leads to /steps/admission-exam (exams, contract, password).
 */
function signInAgain() {
  clearSession();
  loadPage(appPath('admissionProcess'));
}

/** Steps still to fill (a refusal sent her here first, or she typed the address): a link to the next one. */
function StepsLeft({ page }: { page: StepPage }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{STEP_TEXT.stepsLeft}</Typography>
      <Button component={Link} to={appPath(`step${page}`)} variant="contained">
        {STEP_TEXT.fillNext}
      </Button>
    </Stack>
  );
}

/**
 * Step 6's answer (001 §2, §4): under analysis, approved, or one card per refused step with CORRIGIR. While
 * steps are still to fill, 'Em análise...' would not be true: the page says what is left instead.
 */
export function ReviewStatus({ steps }: { steps: StepsAnswer }) {
  const status = overallReviewStatus(steps);
  const toFill = nextPageToFill(steps);
  if (status === 'underAnalysis' && toFill !== null) return <StepsLeft page={toFill} />;
  if (status === 'underAnalysis') {
    return (
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {WIZARD_MSG.underAnalysis}
        </Typography>
        <Typography color="text.secondary">{STEP_TEXT.underAnalysisHint}</Typography>
      </Stack>
    );
  }
  if (status === 'approved') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2" color="success.main">
          {WIZARD_MSG.approved}
        </Typography>
        <Typography>{STEP_TEXT.approvedNext}</Typography>
        <Button variant="contained" size="large" onClick={signInAgain}>
          {STEP_TEXT.approvedContinue}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{STEP_TEXT.disapprovedHint}</Typography>
      {disapprovedSteps(steps).map(({ name, reason }) => {
        const page = wizardPageOfStep(name);
        return (
          <Card key={name} variant="outlined" component="section" aria-label={STEP_TITLE[name]}>
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {STEP_TITLE[name]}
              </Typography>
              <Typography variant="body2">
                {STEP_TEXT.reasonLabel}: {reason}
              </Typography>
              {page === null && (
                <Typography variant="body2" color="text.secondary">
                  {STEP_TEXT.hrFixes}
                </Typography>
              )}
            </CardContent>
            {page !== null && page !== 6 && (
              <CardActions>
                <Button component={Link} to={appPath(`step${page}`)} color="error">
                  {WIZARD_MSG.fix}
                </Button>
              </CardActions>
            )}
          </Card>
        );
      })}
      {toFill !== null && <StepsLeft page={toFill} />}
    </Stack>
  );
}
