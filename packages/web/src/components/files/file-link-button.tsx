import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { fetchFileBlob } from '@/lib/file-link';
import { notifyError } from '@/lib/notify';

export const FILE_LINK_MSG = {
  open: 'Ver arquivo',
  opening: 'Abrindo arquivo…',
  failed: 'Não foi possível abrir o arquivo. Tente novamente.',
} as const;

/** A new tab keeps its copy of the bytes; the local URL is released once the tab has surely read them. */
const RELEASE_AFTER_MS = 60_000;

/** Opens one of a person's stored files in a new tab (see OpenFileButton). */
export function FileLinkButton({ userId, fileKey, ...props }: { userId: string; fileKey: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  return <OpenFileButton fetchBlob={() => fetchFileBlob(userId, fileKey)} {...props} />;
}

/**
 * Opens a stored file in a new tab: its bytes, fetched through a link signed at the moment of the click
 * (`fetchBlob`), shown from the site's own origin as a PDF or a picture (anything else is saved).
 */
export function OpenFileButton({
  fetchBlob,
  label = FILE_LINK_MSG.open,
  ...props
}: { fetchBlob: () => Promise<Blob>; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the await so pop-up blockers see a user gesture.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = URL.createObjectURL(await fetchBlob());
      setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
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
      startIcon={opening ? <CircularProgress size={14} aria-label={FILE_LINK_MSG.opening} /> : props.startIcon}
    >
      {label}
    </Button>
  );
}
