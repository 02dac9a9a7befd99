import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { reducedMotionTheme } from '@/config/theme';
import { setupUser } from '@/testing/user';
import { DataTable } from './data-table';
import { nextSort, type DataTableColumn, type SortState } from './data-table-column';
import { useRowSelection } from './row-selection';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const FRUITS: Fruit[] = Array.from({ length: 12 }, (_, i) => ({ id: `f${i + 1}`, name: `Fruta ${String(i + 1).padStart(2, '0')}`, price: (i * 7) % 12 }));

const COLUMNS: DataTableColumn<Fruit, 'name' | 'price'>[] = [
  { key: 'name', label: 'Nome', sortKey: 'name', render: (row) => row.name },
  { key: 'price', label: 'Preço', sortKey: 'price', render: (row) => row.price },
  { key: 'note', label: 'Nota', render: () => '-' },
];

/** Plays the server: sorts and pages the rows it is given, as the API would. */
function Harness({ rows }: { rows: Fruit[] }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(5);
  const [sort, setSort] = useState<SortState<'name' | 'price'>>({ orderBy: 'name', order: 'asc' });
  const sorted = [...rows].sort((a, b) => {
    const diff = a[sort.orderBy] < b[sort.orderBy] ? -1 : a[sort.orderBy] > b[sort.orderBy] ? 1 : 0;
    return sort.order === 'asc' ? diff : -diff;
  });
  return (
    <ThemeProvider theme={reducedMotionTheme}>
      <DataTable
        title="FRUTAS"
        columns={COLUMNS}
        rows={sorted.slice((page - 1) * limit, page * limit)}
        rowKey={(row) => row.id}
        total={rows.length}
        page={page}
        limit={limit}
        sort={sort}
        onPageChange={setPage}
        onLimitChange={(next) => {
          setLimit(next);
          setPage(1);
        }}
        onSort={(orderBy) => {
          setSort((current) => nextSort(current, orderBy));
          setPage(1);
        }}
        loading={false}
        emptyText="Nenhuma fruta encontrada!"
      />
    </ThemeProvider>
  );
}

function bodyNames(): string[] {
  const table = screen.getByRole('table', { name: 'FRUTAS' });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

describe('DataTable', () => {
  it('pages 5 at a time by default and offers 5, 10 and 25', async () => {
    const user = setupUser();
    render(<Harness rows={FRUITS} />);
    expect(bodyNames()).toEqual(['Fruta 01', 'Fruta 02', 'Fruta 03', 'Fruta 04', 'Fruta 05']);
    expect(screen.getByText('1–5 de 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    expect(bodyNames()[0]).toBe('Fruta 06');
    expect(screen.getByText('6–10 de 12')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(bodyNames()).toHaveLength(10);
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
  });

  it('sorts by a column, flips on a second click, and leaves unsortable columns alone', async () => {
    const user = setupUser();
    render(<Harness rows={FRUITS} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Fruta 12');

    await user.click(screen.getByRole('button', { name: 'Preço' }));
    expect(screen.getByRole('columnheader', { name: /Preço/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Nome/ })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button')).toBeNull();
  });

  it('shows the empty state', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nenhuma fruta encontrada!')).toBeInTheDocument();
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
  });

  it('shows loading and failure instead of the empty state', async () => {
    const user = setupUser();
    let retried = 0;
    const common = {
      title: 'FRUTAS',
      columns: COLUMNS,
      rows: [] as Fruit[],
      rowKey: (row: Fruit) => row.id,
      total: 0,
      page: 1,
      limit: 5,
      sort: { orderBy: 'name', order: 'asc' } as const,
      onPageChange: () => undefined,
      onLimitChange: () => undefined,
      onSort: () => undefined,
      emptyText: 'Nenhuma fruta encontrada!',
    };
    const { rerender } = render(<DataTable {...common} loading />);
    expect(screen.getByLabelText('Carregando dados')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma fruta encontrada!')).toBeNull();

    rerender(<DataTable {...common} loading={false} failed onRetry={() => (retried += 1)} />);
    expect(screen.getByText('Falha ao buscar dados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(retried).toBe(1);
  });
});

/** A page of rows with a checkbox column, a clickable row and a button inside each row. */
function SelectableHarness({ rows, onOpen, onButton }: { rows: Fruit[]; onOpen: (fruit: Fruit) => void; onButton: () => void }) {
  const selection = useRowSelection('page-1');
  const columns: DataTableColumn<Fruit, 'name'>[] = [
    { key: 'name', label: 'Nome', render: (row) => row.name },
    { key: 'act', label: 'Ação', render: (row) => <button onClick={onButton}>{`Ver ${row.name}`}</button> },
  ];
  return (
    <ThemeProvider theme={reducedMotionTheme}>
      <p>{`${selection.selected.size} marcadas`}</p>
      <DataTable
        title="FRUTAS"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={rows.length}
        page={1}
        limit={5}
        sort={{ orderBy: 'name', order: 'asc' }}
        onPageChange={() => undefined}
        onLimitChange={() => undefined}
        onSort={() => undefined}
        loading={false}
        emptyText="Nenhuma fruta encontrada!"
        selection={{ selected: selection.selected, onChange: selection.setSelected, rowLabel: (row) => `Selecionar ${row.name}` }}
        onRowClick={onOpen}
      />
    </ThemeProvider>
  );
}

describe('DataTable row selection and row clicks', () => {
  it('ticks rows one by one or the whole page', async () => {
    const user = setupUser();
    render(<SelectableHarness rows={FRUITS.slice(0, 3)} onOpen={() => undefined} onButton={() => undefined} />);
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Fruta 02' }));
    expect(screen.getByText('1 marcadas')).toBeInTheDocument();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(screen.getByText('3 marcadas')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByText('0 marcadas')).toBeInTheDocument();
  });

  it("opens a row on click or Enter, but leaves its checkbox and buttons to themselves", async () => {
    const user = setupUser();
    const opened: string[] = [];
    let buttons = 0;
    render(
      <SelectableHarness rows={FRUITS.slice(0, 2)} onOpen={(fruit) => opened.push(fruit.id)} onButton={() => (buttons += 1)} />,
    );
    await user.click(screen.getByText('Fruta 01'));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Fruta 02' }));
    await user.click(screen.getByRole('button', { name: 'Ver Fruta 02' }));
    expect(opened).toEqual(['f1']);
    expect(buttons).toBe(1);

    screen.getByText('Fruta 02').closest('tr')?.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['f1', 'f2']);
  });
});
