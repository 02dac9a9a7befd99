import { screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MoneyField } from './money-field';

function Value() {
  const { values } = useFormikContext<{ paidValue: number | null }>();
  return <output aria-label="valor">{JSON.stringify(values.paidValue)}</output>;
}

function renderMoneyField() {
  return renderWithProviders(
    <Formik initialValues={{ paidValue: null }} onSubmit={() => undefined}>
      <>
        <MoneyField name="paidValue" label="Valor pago" required />
        <Value />
      </>
    </Formik>,
  );
}

// Every amount people type ('Valor pago' of the hours bank, salaries, allowances) goes through this one field.
describe('the money field (R$ 1.234,56, spec 000 §5)', () => {
  it("reads '2537' as R$ 2.537,00, shows it masked once left, and keeps it as centavos", async () => {
    const { user } = renderMoneyField();
    const box = screen.getByRole('textbox', { name: 'Valor pago' });
    await user.type(box, '2537');
    expect(screen.getByText('Valor entendido: R$ 2.537,00')).toBeInTheDocument();
    await user.tab();
    expect(box).toHaveValue('R$ 2.537,00');
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('253700');
  });

  it('cleared, it is empty: no stray digits, and no amount', async () => {
    const { user } = renderMoneyField();
    const box = screen.getByRole('textbox', { name: 'Valor pago' });
    await user.type(box, '2537');
    await user.tab();
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue('');
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('null');
  });
});
