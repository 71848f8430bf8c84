import type { User } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';

/** Checks a freshly received token by asking for its session before the app keeps it. */
export async function validateToken(token: string): Promise<User> {
  const { user } = await api.get<{ user: User }>('/api/user/session', { auth: token });
  return user;
}
