import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTableState } from './use-table-state';

describe('useTableState', () => {
  it('shows the page before once a removal leaves the page empty, and stays on the page otherwise', () => {
    const { result } = renderHook(() => useTableState<'name'>('name'));
    act(() => result.current.setPage(3));
    act(() => result.current.afterRemoving(1, 2));
    expect(result.current.query.page).toBe(3);
    act(() => result.current.afterRemoving(2, 2));
    expect(result.current.query.page).toBe(2);
    act(() => result.current.setPage(1));
    act(() => result.current.afterRemoving(5, 5));
    expect(result.current.query.page).toBe(1);
  });
});
