import Stack from '@mui/material/Stack';
import type { InviteSummary } from '@colabora/core/admission/contract';
import { TERMS_MSG, termsSchema } from '@colabora/core/admission/terms';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { AgreementField } from '@/components/form/agreement-field';
import { notifyError } from '@/lib/notify';
import { getSession, saveSession } from '@/lib/session';
import { zodValidate } from '@/lib/zod-formik';
import { useAcceptInvite } from '../api/update-invite';
import { WELCOME_MSG } from '../messages';

interface TermsValues {
  accepted: boolean;
}

const validate = zodValidate<TermsValues>(termsSchema);

/** From now on the guards send the candidate to the wizard instead of the welcome page. */
function rememberAccepted(invite: InviteSummary): void {
  const session = getSession();
  if (session) saveSession({ ...session, invite: { ...invite, accepted: true } });
}

/** The agreement and VAMOS COMEÇAR (spec 001 §4 'Candidate flow', §5 'Terms', §8 'Welcome'). */
export function TermsForm({ invite }: { invite: InviteSummary | null }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();

  async function submit() {
    if (!invite) {
      notifyError(TERMS_MSG.requestFailed);
      return;
    }
    try {
      // An invite accepted before (another device) needs no second call.
      if (!invite.accepted) await accept.mutateAsync(invite._id);
      rememberAccepted(invite);
      // The wizard's base path opens the first step still to fill (/steps/1 for a new candidate).
      await navigate(appPath('steps'));
    } catch {
      // The mutation's notice says it failed; the checkbox stays ticked for another try.
    }
  }

  return (
    <Formik<TermsValues> initialValues={{ accepted: invite?.accepted ?? false }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Termos">
          <Stack spacing={2} alignItems="flex-start">
            <AgreementField name="accepted" label={WELCOME_MSG.agreement} />
            <BusyButton type="submit" size="large" busy={isSubmitting}>
              {TERMS_MSG.start}
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
