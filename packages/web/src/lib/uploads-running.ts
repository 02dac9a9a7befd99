import { useSyncExternalStore } from 'react';

// Uploads on their way (issue 20 §4: an attachment was dropped when ENVIAR was clicked while it uploaded). Every
// upload goes through lib/upload-file.ts, which counts itself here; every submit button (BusyButton type="submit")
// stays disabled while one runs. Page-wide on purpose: one form at a time takes files, and no form must be sent
// without the file its person is still sending.

let running = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts `work` as an upload while it runs. */
export async function whileUploading<T>(work: () => Promise<T>): Promise<T> {
  running += 1;
  notify();
  try {
    return await work();
  } finally {
    running -= 1;
    notify();
  }
}

/** True while any upload runs. */
export function useUploadsRunning(): boolean {
  return useSyncExternalStore(subscribe, () => running > 0);
}
