import { CandidateFrame } from '../components/candidate-frame';
import { CreatePasswordForm } from '../components/finish/create-password-form';
import { FINISH_MSG } from '../components/finish/finish-messages';
import { InviteRequired } from '../components/finish/invite-required';

/** /steps/create-password: the last step of the admission, then sign out (001 §2, §4). */
export function CreatePasswordPage() {
  return (
    <CandidateFrame title={FINISH_MSG.passwordTitle} description={FINISH_MSG.passwordIntro}>
      <InviteRequired>{(inviteId) => <CreatePasswordForm inviteId={inviteId} />}</InviteRequired>
    </CandidateFrame>
  );
}
