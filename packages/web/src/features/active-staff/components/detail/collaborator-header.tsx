import ArrowBack from '@mui/icons-material/ArrowBack';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProfilePhoto } from '@/components/person/profile-photo';
import { DETAIL_MSG } from '../../detail-messages';
import { PromoteDialog } from '../promotion/promote-dialog';

/**
 * Back, photo, name, job role and department, and PROMOVER (001 'Collaborator detail'). The dismissal button
 * belongs to the dismissal issue: the actions row leaves it room.
 */
export function CollaboratorHeader({ detail }: { detail: CollaboratorDetail }) {
  const navigate = useNavigate();
  const [promoting, setPromoting] = useState(false);
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <div>
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {DETAIL_MSG.back}
        </Button>
      </div>
      <Stack direction="row" spacing={3} alignItems="center" justifyContent="space-between">
        <Stack direction="row" spacing={2.5} alignItems="center" sx={{ minWidth: 0 }}>
          <ProfilePhoto
            userId={detail._id}
            fullName={detail.fullName}
            photoKey={detail.personalData?.profilePicture.key ?? null}
          />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" fontWeight={600} noWrap title={detail.fullName}>
              {detail.fullName}
            </Typography>
            <Typography variant="subtitle2" color="text.secondary">
              {detail.jobRole?.name.toUpperCase()}
            </Typography>
            <Typography variant="subtitle2" color="text.secondary">
              {detail.department?.name.toUpperCase()}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <Button variant="contained" startIcon={<TrendingUp />} onClick={() => setPromoting(true)}>
            {DETAIL_MSG.promote}
          </Button>
        </Stack>
      </Stack>
      <PromoteDialog person={detail} open={promoting} onClose={() => setPromoting(false)} />
    </Stack>
  );
}
