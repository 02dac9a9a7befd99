import { STORAGE_KEYS } from '@/config/storage-keys';

// 'Lembrar e-mail e senha' keeps only the e-mail: a password never reaches storage.
export function readRememberedEmail(): string {
  return localStorage.getItem(STORAGE_KEYS.rememberedEmail) ?? '';
}

export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(STORAGE_KEYS.rememberedEmail, email);
  else localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
}
