import TrendingUp from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { useState } from 'react';
import { PersonHeader } from '@/components/person/person-header';
import { DETAIL_MSG } from '../../detail-messages';
import { PromoteDialog } from '../promotion/promote-dialog';

/**
 * Back, photo, name, job role and department, and PROMOVER (001 'Collaborator detail'). The dismissal button
 * belongs to the dismissal issue: the actions row leaves it room.
 */
export function CollaboratorHeader({ detail }: { detail: CollaboratorDetail }) {
  const [promoting, setPromoting] = useState(false);
  return (
    <>
      <PersonHeader
        detail={detail}
        backLabel={DETAIL_MSG.back}
        subtitles={[detail.jobRole?.name.toUpperCase() ?? '', detail.department?.name.toUpperCase() ?? '']}
        actions={
          <Button variant="contained" startIcon={<TrendingUp />} onClick={() => setPromoting(true)}>
            {DETAIL_MSG.promote}
          </Button>
        }
      />
      <PromoteDialog person={detail} open={promoting} onClose={() => setPromoting(false)} />
    </>
  );
}
