import { CandidateFrame } from '../components/candidate-frame';
import { EmailConfirmForm } from '../components/finish/email-confirm-form';
import { FINISH_MSG } from '../components/finish/finish-messages';
import { InviteRequired } from '../components/finish/invite-required';

/** /steps/email-confirm: the candidate confirms the invited e-mail before creating the password (001 §4). */
export function EmailConfirmPage() {
  return (
    <CandidateFrame title={FINISH_MSG.emailTitle} description={FINISH_MSG.emailIntro}>
      <InviteRequired>{(inviteId) => <EmailConfirmForm inviteId={inviteId} />}</InviteRequired>
    </CandidateFrame>
  );
}
