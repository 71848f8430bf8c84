import { queryOptions } from '@tanstack/react-query';
import { POSTCARD_STYLES, POSTCARD_VARIANTS } from '@roamcast/shared/catalog/postcard-styles';
import type { PostcardStyleId, PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';
import type { PostcardGenerateRequest, PostcardGenerateResult } from '@roamcast/shared/schemas/share-pages';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { isLimitReached } from '@roamcast/shared/logic/limits';
import { api } from '../../../../../lib/api/api-client';

export interface PostcardStyleChoice {
  id: PostcardStyleId;
  name: string;
  description: string;
  variants: PostcardVariant[];
}

/** GET /api/postcards/styles; the catalogue stands in if it cannot be read, so the form still works. */
export const postcardStylesQueryOptions = queryOptions({
  queryKey: ['postcards', 'styles'],
  queryFn: ({ signal }) => api.get<PostcardStyleChoice[]>('/api/postcards/styles', { signal }),
  staleTime: Infinity,
});

export const CATALOGUE_STYLES: PostcardStyleChoice[] = POSTCARD_STYLES.map((style) => ({
  ...style,
  variants: [...POSTCARD_VARIANTS],
}));

/** The plan's postcards, read fresh each time the dialog opens (another tab may have made one). */
export const postcardLimitsQueryOptions = queryOptions({
  queryKey: ['user', 'limits'],
  queryFn: ({ signal }) => api.get<UserLimits>('/api/user/limits', { signal }),
  staleTime: 0,
});

/** SPEC §5: blocked with the upgrade modal on Freemium, or when current >= a limit that is not null. */
export function postcardsBlocked(limits: UserLimits): boolean {
  return limits.tier === 'freemium' || isLimitReached(limits.postcards.current, limits.postcards.limit);
}

/** Drawing a postcard (and speaking its message) may take a while on a busy server: wait past 30 s. */
const GENERATE_TIMEOUT_MS = 120_000;

/** POST /api/postcards/generate/{routeId}; a 403 means the plan allows no more postcards now. */
export function generatePostcard(routeId: string, body: PostcardGenerateRequest): Promise<PostcardGenerateResult> {
  return api.post<PostcardGenerateResult>(`/api/postcards/generate/${encodeURIComponent(routeId)}`, body, {
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
}
