import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DETAIL_MSG } from '../../admission-detail-messages';
import { ExportDataButton } from './export-data-button';
import { ProfilePhoto } from '@/components/person/profile-photo';
import { ResendInviteButton } from './resend-invite-button';

/** Back, photo, name, job role and department in upper case, and the header's actions (001 §2). */
export function DetailHeader({ detail, activation }: { detail: CollaboratorDetail; activation: ReactNode }) {
  const navigate = useNavigate();
  const role = [detail.jobRole?.name, detail.department?.name].filter(Boolean).join(' · ').toUpperCase();
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
            <Typography variant="h5" component="h1" fontWeight={600} noWrap>
              {detail.fullName}
            </Typography>
            <Typography variant="subtitle2" color="text.secondary">
              {role}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <ExportDataButton userId={detail._id} />
          <ResendInviteButton userId={detail._id} email={detail.email} />
          {activation}
        </Stack>
      </Stack>
    </Stack>
  );
}
