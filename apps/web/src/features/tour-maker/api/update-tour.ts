import type { Route } from '@roamcast/shared/schemas/tour';
import type { UpdateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import { api } from '../../../lib/api/api-client';
import { ROUTES_PATH } from '../../../lib/tours/tour-api';

/** PATCH /api/tour-maker/routes/{id}: the creator's edit mode saves the changed fields. */
export function updateTour(id: string, body: UpdateRouteBody): Promise<Route> {
  return api.patch<Route>(`${ROUTES_PATH}/${encodeURIComponent(id)}`, body);
}
