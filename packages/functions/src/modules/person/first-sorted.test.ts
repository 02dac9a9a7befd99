import { describe, expect, it } from 'vitest';
import { firstSorted } from './first-sorted';

describe('firstSorted', () => {
  const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
  // Keys repeat, so equal items must keep their order as the full sort keeps it.
  const items = Array.from({ length: 2000 }, (_, index) => ({ key: (index * 7919) % 97, index }));

  it('answers what the whole sort answers, for a page deep or shallow, equals in their order', () => {
    for (const count of [0, 1, 10, 25, 249, 250, 1999, 2000, 2500]) {
      expect(firstSorted(items, count, byKey)).toEqual([...items].sort(byKey).slice(0, count));
    }
  });

  it('keeps the input as it was', () => {
    const copy = [...items];
    firstSorted(items, 10, byKey);
    expect(items).toEqual(copy);
  });
});
