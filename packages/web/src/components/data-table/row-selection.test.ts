import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './row-selection';

describe('useRowSelection', () => {
  it('answers the ticked ids among the rows shown, in their order', () => {
    const { result } = renderHook(() => useRowSelection('page 1'));
    act(() => result.current.setSelected(new Set(['c', 'a', 'gone'])));
    expect(result.current.idsIn([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }])).toEqual(['a', 'c']);
  });
});
