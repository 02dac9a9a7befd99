import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ProfilePhoto } from './profile-photo';

interface PersonHeaderProps {
  detail: CollaboratorDetail;
  backLabel: string;
  /** The lines under the name (job role, department), each as the page words it. */
  subtitles: string[];
  /** The page's buttons, on the right. */
  actions: ReactNode;
  /** Shows the name in capitals (the dismissal detail, 002 §2.7); assistive technology still reads it as written. */
  upperCaseName?: boolean;
}

/** The head of an HR page about one person: back, photo, name and what the person does, and the page's actions. */
export function PersonHeader({ detail, backLabel, subtitles, actions, upperCaseName }: PersonHeaderProps) {
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <div>
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {backLabel}
        </Button>
      </div>
      {/* The actions move below when the name needs the room: a name is never cut (the dismissal header at 1280 px). */}
      <Stack direction="row" spacing={3} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Stack direction="row" spacing={2.5} alignItems="center" sx={{ minWidth: 0 }}>
          <ProfilePhoto
            userId={detail._id}
            fullName={detail.fullName}
            photoKey={detail.personalData?.profilePicture.key ?? null}
          />
          <Stack sx={{ minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              fontWeight={600}
              sx={{ overflowWrap: 'anywhere', ...(upperCaseName && { textTransform: 'uppercase' }) }}
            >
              {detail.fullName}
            </Typography>
            {subtitles.map((subtitle, index) => (
              <Typography key={index} variant="subtitle2" color="text.secondary">
                {subtitle}
              </Typography>
            ))}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          {actions}
        </Stack>
      </Stack>
    </Stack>
  );
}
