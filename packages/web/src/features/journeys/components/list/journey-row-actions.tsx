import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { appPath } from '@colabora/core/navigation/app-routes';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { useId } from 'react';
import { Link } from 'react-router';
import { editJourneyState } from '../../edit-journey-state';
import { JOURNEY_TEXT } from '../../journey-labels';

/** Read by assistive technology, not shown (the tooltip shows it to the mouse). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The edit link of a journey nobody works on. One with collaborators cannot be edited (spec 002 §2.9, §6):
 * its button stays focusable but inert, and says why (tooltip, and the button's description).
 */
function EditAction({ journey }: { journey: JourneyListItem }) {
  const reasonId = useId();
  const label = JOURNEY_TEXT.edit(journey.name);
  if (journey.totalEmployees > 0) {
    const reason = WORKDAY_MSG.hasEmployees(journey.totalEmployees);
    return (
      <>
        <Tooltip title={reason} describeChild>
          <IconButton
            size="small"
            aria-label={label}
            aria-disabled="true"
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
            sx={{ color: 'action.disabled', cursor: 'not-allowed' }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Box component="span" id={reasonId} sx={VISUALLY_HIDDEN}>
          {reason}
        </Box>
      </>
    );
  }
  return (
    <Tooltip title="Editar">
      <IconButton size="small" aria-label={label} component={Link} to={appPath('editJourney')} state={editJourneyState(journey)}>
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Ação: edit, and remove (which asks first). */
export function JourneyRowActions({ journey, onRemove }: { journey: JourneyListItem; onRemove: () => void }) {
  return (
    <Stack direction="row" spacing={0.5} justifyContent="center">
      <EditAction journey={journey} />
      <Tooltip title="Remover">
        <IconButton size="small" color="error" aria-label={JOURNEY_TEXT.remove(journey.name)} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
