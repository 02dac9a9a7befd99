/** Kept apart so tests can observe the reload that follows an expired session. */
export function reloadPage(): void {
  window.location.reload();
}
