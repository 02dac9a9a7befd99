/** Waits `ms` milliseconds: between a call's retries and between asks for what the server is still doing. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
