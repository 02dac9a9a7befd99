import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BankField } from './bank-field';

function renderBankField() {
  return renderWithProviders(
    <Formik initialValues={{ bank: '' }} onSubmit={() => undefined}>
      <BankField />
    </Formik>,
  );
}

describe('the bank picker (step 5)', () => {
  it.each([
    ['nubank', '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO'],
    ['itau', '341 - ITAÚ UNIBANCO S.A.'],
    ['pagbank', '290 - PAGSEGURO INTERNET INSTITUIÇÃO DE PAGAMENTO S.A.'],
    ['c6 bank', '336 - Banco C6 S.A.'],
  ])('finds a bank by the name people use: %s', async (typed, option) => {
    const { user } = renderBankField();
    await user.click(screen.getByRole('combobox', { name: 'Banco' }));
    await user.paste(typed);
    expect(await screen.findByRole('option', { name: option })).toBeInTheDocument();
  });
});
