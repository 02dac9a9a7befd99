import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import { removeSelectedAction, TableActionsMenu, type TableAction } from '@/components/data-table/table-actions-menu';
import { useUpdateJourneysStatus } from '../../api/update-journeys-status';
import { JOURNEY_TEXT } from '../../journey-labels';

interface JourneyBulkActionsProps {
  selected: string[];
  /** After the status of the selected journeys changed. */
  onDone: () => void;
  onRemove: (ids: string[]) => void;
}

/** The menu of the selected rows (spec 002 §2.9): ATIVAR, DESATIVAR and EXCLUIR SELECIONADOS. */
export function JourneyBulkActions({ selected, onDone, onRemove }: JourneyBulkActionsProps) {
  const status = useUpdateJourneysStatus();
  const none = selected.length === 0 || status.isPending;
  const setStatus = (active: boolean) =>
    status.mutate({ selectedJourneys: selected, status: active }, { onSuccess: onDone });
  const actions: TableAction[] = [
    { label: JOURNEY_TEXT.activate, icon: <ToggleOnOutlined fontSize="small" />, onClick: () => setStatus(true) },
    { label: JOURNEY_TEXT.deactivate, icon: <ToggleOffOutlined fontSize="small" />, onClick: () => setStatus(false) },
    removeSelectedAction(selected, onRemove),
  ];
  return (
    <TableActionsMenu
      selectedCount={selected.length}
      actions={actions.map((action) => ({ ...action, disabled: none }))}
    />
  );
}
