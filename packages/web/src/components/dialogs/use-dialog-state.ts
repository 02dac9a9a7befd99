import { useState } from 'react';

/**
 * A dialog's open flag and the value it shows (the row to remove, the ids selected…). Closing keeps the value,
 * so the dialog's text does not change while it fades out.
 */
export function useDialogState<Value>(initial: Value) {
  const [state, setState] = useState({ open: false, value: initial });
  return {
    open: state.open,
    value: state.value,
    show: (value: Value) => setState({ open: true, value }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
