import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/mock-api';
import { OVER_THE_CAP, typeAmount, type TypedAmount } from '@/testing/money';
import { fill } from '@/testing/user';
import { freezeToday } from '../testing/admission-fixtures';
import { AMOUNT_FIELDS, AMOUNT_KEY, amountCases, field, fillAllButAmounts, openForm } from '../testing/new-collaborator-form';

// Apart from new-collaborator-page.test.tsx: each test types a whole valid form, and the two halves run
// side by side on the two test workers instead of one after the other.

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('money typed key by key into the new-collaborator form (issue 9)', () => {
  /**
   * A valid collaborator offered every allowance: `amount` typed key by key into one money box, R$ 100,00
   * pasted into the others. Each amount goes to another box, so every box and every amount is typed.
   */
  async function typeInto(typedLabel: string, amount: TypedAmount) {
    const opened = await openForm({ createEmployee: () => json({ _id: 'u-9' }, 201) });
    await fillAllButAmounts(opened.user, { vt: true, va: true, vr: true });
    for (const label of AMOUNT_FIELDS.filter((other) => other !== typedLabel)) await fill(opened.user, field(label), '100');
    await typeAmount(opened.user, field(typedLabel), amount);
    await opened.user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    return opened;
  }

  it.each(amountCases())("reads $typed typed into '$label' as $centavos centavos", async ({ label, ...amount }) => {
    const { api } = await typeInto(label, amount);
    expect(await screen.findByText('Colaborador cadastrado!')).toBeInTheDocument();
    expect(api.callsTo('createEmployee')[0].body).toMatchObject({
      hiringData: { [AMOUNT_KEY[label]]: amount.centavos },
    });
  });

  it("says 'Valor invalido' under an amount over R$ 1.000.000,00 and sends nothing", async () => {
    const { api } = await typeInto('Salário', OVER_THE_CAP);
    await waitFor(() => expect(field('Salário')).toHaveAccessibleDescription('Valor invalido'));
    expect(api.callsTo('createEmployee')).toEqual([]);
  });
});
