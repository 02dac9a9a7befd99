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
