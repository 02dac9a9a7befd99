import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { fetchFileLink } from '@/lib/file-link';
import { notifyError } from '@/lib/notify';

export const FILE_LINK_MSG = { open: 'Ver arquivo', failed: 'Não foi possível abrir o arquivo. Tente novamente.' } as const;

/** Opens one of a person's stored files in a new tab, through a link signed at the moment of the click. */
export function FileLinkButton({
  userId,
  fileKey,
  label = FILE_LINK_MSG.open,
  ...props
}: { userId: string; fileKey: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the await so pop-up blockers see a user gesture.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await fetchFileLink(userId, fileKey);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notifyError(errorMessage(error, FILE_LINK_MSG.failed));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      size="small"
      {...props}
      onClick={() => void open()}
      disabled={opening || props.disabled}
      startIcon={opening ? <CircularProgress size={14} /> : props.startIcon}
    >
      {label}
    </Button>
  );
}
