import { vi } from 'vitest';

/** Stands in for the browser's XMLHttpRequest: storage accepts every presigned upload. */
export function storageAccepts(): void {
  class FakeXhr {
    status = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      this.status = 204;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** Like storageAccepts, but each upload waits until the answer returned is called: a slow upload, held open. */
export function storageHolds(): () => void {
  const waiting: (() => void)[] = [];
  class SlowXhr {
    status = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      waiting.push(() => {
        this.status = 204;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', SlowXhr);
  return () => waiting.splice(0).forEach((finish) => finish());
}
