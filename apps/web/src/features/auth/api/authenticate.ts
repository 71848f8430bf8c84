import type { User } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';

export interface AuthResult {
  user: User;
  token: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export function signIn(credentials: Credentials): Promise<AuthResult> {
  return api.post<AuthResult>('/api/auth/local/login', credentials, { auth: false });
}

export function signUp(input: Credentials & { displayName?: string }): Promise<AuthResult> {
  return api.post<AuthResult>('/api/auth/local/signup', input, { auth: false });
}
