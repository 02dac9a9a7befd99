/** Kept apart so tests can observe the reload that follows an expired session. */
export function reloadPage(): void {
  window.location.reload();
}

/** Opens `path` as a fresh page load (after a session ends: nothing of the old one stays in memory). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
