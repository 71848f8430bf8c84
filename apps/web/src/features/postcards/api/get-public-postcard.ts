import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** While the video is being made the page asks again this often (SPEC §4: pending, processing). */
export const VIDEO_POLL_MS = 3_000;

// The same rule as the server's shareCodeParamSchema, written by hand: this page's first load
// carries no zod (the 120 KiB budget of shared-link pages).
const SHARE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The postcard is not there (404) or its code could never be one: the page says 'Postcard Not Found'. */
export class PostcardNotFoundError extends Error {
  override name = 'PostcardNotFoundError';
}

/** GET /api/postcards/share/{shareCode}: what a visitor may see, asked without an account. */
export async function getPublicPostcard(shareCode: string, signal?: AbortSignal): Promise<PublicPostcard> {
  if (!SHARE_CODE.test(shareCode)) throw new PostcardNotFoundError(shareCode);
  try {
    return await api.get<PublicPostcard>(`/api/postcards/share/${shareCode}`, { auth: false, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new PostcardNotFoundError(shareCode);
    }
    throw error;
  }
}

const videoUnderWay = (postcard: PublicPostcard | undefined) =>
  postcard?.videoGenerationStatus === 'pending' || postcard?.videoGenerationStatus === 'processing';

export const publicPostcardQueryOptions = (shareCode: string) =>
  queryOptions({
    queryKey: ['postcards', 'share', shareCode],
    queryFn: ({ signal }) => getPublicPostcard(shareCode, signal),
    retry: (failures, error) => !(error instanceof PostcardNotFoundError) && failures < 1,
    refetchInterval: (query) => (videoUnderWay(query.state.data) ? VIDEO_POLL_MS : false),
  });

export function usePublicPostcard(shareCode: string) {
  return useQuery(publicPostcardQueryOptions(shareCode));
}
