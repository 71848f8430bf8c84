import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { CreatedTour } from '@roamcast/shared/schemas/tour-creation';
import { ApiError, GENERIC_FAILURE } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { i18n } from '../../../lib/i18n';
import { sessionQueryOptions } from '../../../lib/auth/session';
import { tourQueryKeys } from '../../../lib/tours/tour-api';
import { assertBelowTourLimit, TourLimitError } from '../api/create-tour-request';

/** A message for the creator's message line: an i18n key, or the server's own words. */
export type CreatorProblem =
  { key: string; values?: Record<string, string>; signIn?: boolean } | { text: string; signIn?: undefined };

/** What a submit does: create through the active tab's endpoint, or PATCH the tour being edited. */
export type SaveRequest =
  | { mode: 'create'; send: (userId: string) => Promise<CreatedTour> }
  | { mode: 'edit'; id: string; send: (userId: string) => Promise<Route> };

const SIGN_IN_NEEDED: CreatorProblem = { key: 'creator.errors.signInRequired', signIn: true };

/** Nobody is signed in: nothing is sent. */
class SignInNeededError extends Error {
  override name = 'SignInNeededError';
}

/** SPEC §8: the server's message (in the listener's language, by its code) when it gave one, else 'Failed to save tour'. */
function saveFailure(error: unknown): CreatorProblem {
  if (error instanceof SignInNeededError || (error instanceof ApiError && error.status === 401)) return SIGN_IN_NEEDED;
  if (error instanceof ApiError && error.status >= 400 && (error.code || error.message !== GENERIC_FAILURE))
    return { text: errorText(error, i18n.t('creator.errors.saveFailed')) };
  return { key: 'creator.errors.saveFailed' };
}

/**
 * Saving from the creator (SPEC §4, §5): a signed-in user only; in create mode the tour limit is
 * checked first and nothing is saved at the limit; then tour lists refresh and the page moves on:
 * edits to My Tours, a new tour to its player (or My Tours when no id came back).
 */
export function useCreatorSave() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<CreatorProblem | null>(null);
  const [limitTier, setLimitTier] = useState<TierId | null>(null);
  // A new tour with a notice (fewer stops than asked) waits on this page until the notice is read.
  const [created, setCreated] = useState<CreatedTour | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: SaveRequest) => {
      // The session may still be loading when a quick person submits: wait for it rather than guess.
      const user = await queryClient.ensureQueryData(sessionQueryOptions);
      if (!user) throw new SignInNeededError();
      if (request.mode === 'create') await assertBelowTourLimit();
      return request.send(user.id);
    },
    onSuccess: async (result, request) => {
      // Account data (the tour list and counts) lives under ['user'].
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      if (request.mode === 'edit') {
        await queryClient.invalidateQueries({ queryKey: tourQueryKeys.one(request.id) });
        void navigate('/tour-maker/manage');
        return;
      }
      const tour = result as CreatedTour;
      if (tour.notice) setCreated(tour);
      else void navigate(tour.id ? `/tour-maker/play/${tour.id}` : '/tour-maker/manage');
    },
    onError: (error) => {
      if (error instanceof TourLimitError) setLimitTier(error.tier);
      else setProblem(saveFailure(error));
    },
  });

  function save(request: SaveRequest) {
    setProblem(null);
    mutation.mutate(request);
  }

  return {
    save,
    pending: mutation.isPending,
    problem,
    setProblem,
    limitTier,
    closeLimit: () => setLimitTier(null),
    created,
  };
}
