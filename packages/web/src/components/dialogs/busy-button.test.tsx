import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whileUploading } from '@/lib/uploads-running';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('as a submit button, waits for the uploads running; other buttons do not (issue 20 §4)', async () => {
    render(
      <>
        <BusyButton type="submit" busy={false}>
          ENVIAR
        </BusyButton>
        <BusyButton busy={false}>FECHAR</BusyButton>
      </>,
    );
    let finish: () => void = () => undefined;
    let upload: Promise<void> = Promise.resolve();
    act(() => {
      upload = whileUploading(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'FECHAR' })).toBeEnabled();
    await act(async () => {
      finish();
      await upload;
    });
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });

  it('stays disabled and busy while its own action runs', () => {
    render(
      <BusyButton type="submit" busy>
        ENVIAR
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toHaveAttribute('aria-busy', 'true');
  });
});
