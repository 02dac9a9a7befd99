import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useFileUrl } from '@/lib/file-link';

const SIZE = 88;

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}

interface ProfilePhotoProps {
  userId: string;
  fullName: string;
  /** Storage key of the step-1 photo, when the candidate sent one. */
  photoKey: string | null;
}

/** The candidate's photo, fetched through a short-lived link (LGPD); a click enlarges it. Initials while there is none. */
export function ProfilePhoto({ userId, fullName, photoKey }: ProfilePhotoProps) {
  const photo = useFileUrl(userId, photoKey);
  const [enlarged, setEnlarged] = useState(false);
  const alt = `Foto de ${fullName}`;
  if (!photo.data) {
    return (
      <Avatar sx={{ width: SIZE, height: SIZE, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-label={alt}>
        {initials(fullName)}
      </Avatar>
    );
  }
  return (
    <>
      <ButtonBase onClick={() => setEnlarged(true)} sx={{ borderRadius: '50%' }} aria-label="Ampliar foto">
        <Avatar src={photo.data} alt={alt} sx={{ width: SIZE, height: SIZE }} />
      </ButtonBase>
      <Dialog
        open={enlarged}
        onClose={() => setEnlarged(false)}
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': alt } }}
      >
        <DialogContent sx={{ p: 1 }}>
          <Box component="img" src={photo.data} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh' }} />
        </DialogContent>
      </Dialog>
    </>
  );
}
