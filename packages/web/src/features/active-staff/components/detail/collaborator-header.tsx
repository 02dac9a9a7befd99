import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PersonHeader } from '@/domain/people/components/person-header';
import { useStartDismissal } from '../../api/start-dismissal';
import { DETAIL_MSG } from '../../detail-messages';
import { PromoteDialog } from '../promotion/promote-dialog';

/**
 * Back, photo, name, job role and department, PROMOVER and the start of the dismissal process (001 'Collaborator
 * detail'), which asks first and then leads to the dismissal list.
 */
export function CollaboratorHeader({ detail }: { detail: CollaboratorDetail }) {
  const navigate = useNavigate();
  const [promoting, setPromoting] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const start = useStartDismissal(detail._id);
  return (
    <>
      <PersonHeader
        detail={detail}
        backLabel={DETAIL_MSG.back}
        subtitles={[detail.jobRole?.name.toUpperCase() ?? '', detail.department?.name.toUpperCase() ?? '']}
        actions={
          <>
            <Button variant="outlined" color="error" startIcon={<PersonRemoveOutlined />} onClick={() => setDismissing(true)}>
              {DETAIL_MSG.startDismissal}
            </Button>
            <Button variant="contained" startIcon={<TrendingUp />} onClick={() => setPromoting(true)}>
              {DETAIL_MSG.promote}
            </Button>
          </>
        }
      />
      <PromoteDialog person={detail} open={promoting} onClose={() => setPromoting(false)} />
      <ConfirmDialog
        open={dismissing}
        title={DETAIL_MSG.startDismissalTitle}
        message={DETAIL_MSG.startDismissalQuestion(detail.fullName)}
        confirmLabel={DETAIL_MSG.startDismissalConfirm}
        busy={start.isPending}
        onConfirm={() => start.mutate(undefined, { onSuccess: () => void navigate(appPath('dismissal')) })}
        onClose={() => setDismissing(false)}
      />
    </>
  );
}
