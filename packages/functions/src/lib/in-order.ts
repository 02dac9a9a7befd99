/**
 * `work` of each item, at most `limit` running at once, yielded in the items' order as each one's turn comes: a
 * long run over many people reads several at a time (the table answers them in parallel) without holding more than
 * `limit` results, whatever the count.
 */
export async function* inOrder<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  let next = 0;
  const start = () => {
    const promise = work(items[next]);
    // Awaited in turn below; a failure before its turn must not count as unhandled meanwhile.
    promise.catch(() => undefined);
    running.push(promise);
    next += 1;
  };
  while (next < items.length && running.length < limit) start();
  while (running.length > 0) {
    const result = await running.shift()!;
    if (next < items.length) start();
    yield result;
  }
}
