import { useMutation } from '@tanstack/react-query';
import type { SignInAnswer, SignInInput } from '@colabora/core/auth/schema';
import { apiRequest } from '@/lib/api-client';

export function signIn(input: SignInInput) {
  return apiRequest<SignInAnswer>('signIn', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
