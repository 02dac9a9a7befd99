import { vi } from 'vitest';

/** Stands in for the browser's XMLHttpRequest; `send` hands `finish` (storage answers 204) to `onSend`. */
function stubStorage(onSend: (finish: () => void) => void): void {
  class FakeXhr {
    status = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      onSend(() => {
        this.status = 204;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** Storage accepts every presigned upload at once. */
export function storageAccepts(): void {
  stubStorage((finish) => finish());
}

/** Like storageAccepts, but each upload waits until the answer returned is called: a slow upload, held open. */
export function storageHolds(): () => void {
  const waiting: (() => void)[] = [];
  stubStorage((finish) => waiting.push(finish));
  return () => waiting.splice(0).forEach((finish) => finish());
}
