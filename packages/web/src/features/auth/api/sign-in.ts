import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@colabora/core/auth/schema';
import { apiRequest } from '@/lib/api-client';

export function signIn(input: SignInInput) {
  return apiRequest('signIn', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
