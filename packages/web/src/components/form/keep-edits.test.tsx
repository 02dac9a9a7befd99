import { screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { KeepEdits } from './keep-edits';
import { TextField } from './text-field';

interface Values {
  observations: string;
}

function Dirty() {
  const { dirty } = useFormikContext<Values>();
  return <output aria-label="alterado">{dirty ? 'sim' : 'não'}</output>;
}

/** The form and its record, which 'Ler de novo' replaces with `next` (a new object each time, as a read is). */
function Form({ first, next }: { first: string; next: string }) {
  const [start, setStart] = useState<Values>({ observations: first });
  return (
    <>
      <button type="button" onClick={() => setStart({ observations: next })}>
        Ler de novo
      </button>
      <Formik initialValues={start} onSubmit={() => undefined}>
        <>
          <KeepEdits initialValues={start} />
          <TextField name="observations" label="Observações" />
          <Dirty />
        </>
      </Formik>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Observações' });
const dirty = () => screen.getByRole('status', { name: 'alterado' });

// The dismissal tabs and the company settings start from a record that may be read again while they are open.
describe('a form whose record changes while it is open', () => {
  it('untouched, it shows the record as read again', async () => {
    const { user } = renderWithProviders(<Form first="Antes" next="Salvo por outra pessoa" />);
    await user.click(screen.getByRole('button', { name: 'Ler de novo' }));
    expect(await screen.findByDisplayValue('Salvo por outra pessoa')).toBe(box());
    expect(dirty()).toHaveTextContent('não');
  });

  it('being edited, it keeps what was typed: the record read again is not put over it', async () => {
    const { user } = renderWithProviders(<Form first="" next="Salvo por outra pessoa" />);
    await user.type(box(), 'Encerramento da rota');
    await user.click(screen.getByRole('button', { name: 'Ler de novo' }));
    await user.click(screen.getByRole('button', { name: 'Ler de novo' }));
    expect(box()).toHaveValue('Encerramento da rota');
    expect(dirty()).toHaveTextContent('sim');
  });

  it('its own save answered (the record now is what it shows), it takes the record as its start', async () => {
    const { user } = renderWithProviders(<Form first="" next="Encerramento" />);
    await user.type(box(), 'Encerramento');
    expect(dirty()).toHaveTextContent('sim');
    await user.click(screen.getByRole('button', { name: 'Ler de novo' }));
    expect(await screen.findByText('não')).toBe(dirty());
    expect(box()).toHaveValue('Encerramento');
  });
});
