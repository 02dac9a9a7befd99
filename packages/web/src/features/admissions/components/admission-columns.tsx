import Box from '@mui/material/Box';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import type { AdmissionOrderBy } from '@colabora/core/users/schema';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';
import { formatDate } from '@/lib/format-date';
import { InviteState } from './invite-state';

/** A complete admission (100 %) stands out in bold (001 §2). */
function FillPercentage({ value }: { value: number }) {
  return <Box component={value === 100 ? 'strong' : 'span'}>{`${value}%`}</Box>;
}

/** Columns of the admissions list: name, admission and limit dates, e-mail, fill percentage, invite state. */
export function admissionColumns(
  onExpiredClick: (row: AdmissionListItem) => void,
): DataTableColumn<AdmissionListItem, AdmissionOrderBy>[] {
  return [
    { key: 'fullName', label: 'Nome', sortKey: 'fullName', shrink: true, width: '28%', render: (row) => <TruncatedText text={row.fullName} max={35} /> },
    {
      key: 'admissionDate',
      label: 'Data de admissão',
      sortKey: 'admissionDate',
      render: (row) => formatDate(row.admissionDate) ?? '-----',
    },
    { key: 'limitDate', label: 'Data limite', sortKey: 'limitDate', render: (row) => formatDate(row.limitDate) ?? '-----' },
    // Shrinks so the seven columns fit a 1280 px laptop beside the menu.
    { key: 'email', label: 'E-mail', sortKey: 'email', shrink: true, width: '24%', render: (row) => <TruncatedText text={row.email} /> },
    {
      key: 'percentageFilled',
      label: 'Preenchimento',
      sortKey: 'percentageFilled',
      align: 'center',
      render: (row) => <FillPercentage value={row.percentageFilled} />,
    },
    {
      key: 'invite',
      label: 'Convite',
      align: 'center',
      render: (row) => <InviteState row={row} onExpiredClick={onExpiredClick} />,
    },
  ];
}
