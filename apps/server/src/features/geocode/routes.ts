import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import {
  forwardGeocodeQuerySchema,
  forwardGeocodeResultSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
} from '@roamcast/shared/schemas/geocode';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { Geocoder } from '../../providers/geo/geocoder';

export function registerGeocodeRoutes(app: FastifyInstance, deps: { geocoder: Geocoder }): void {
  // No auth header is sent for reverse geocoding (SPEC §7): it is open to visitors.
  app.get('/api/geocode/reverse', responds(jsonResponses(reverseGeocodeResultSchema)), async (request) => {
    const { lat, lng, language } = validate(reverseGeocodeQuerySchema, request.query, 'position');
    const facts = await deps.geocoder.reverse(lat, lng, language);
    const name = facts?.displayName ?? `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
    return ok({ lat, lng, name, placeName: name });
  });

  app.get('/api/geocode/forward', responds(jsonResponses(forwardGeocodeResultSchema)), async (request) => {
    const { location, language, nearLat, nearLng } = validate(
      forwardGeocodeQuerySchema,
      request.query,
      'address search',
    );
    const near = nearLat !== undefined && nearLng !== undefined ? { lat: nearLat, lng: nearLng } : undefined;
    const found = await deps.geocoder.forward(location, language, { near });
    if (!found) throw notFound('Address not found. Please try a different address.', 'address_not_found');
    return ok(found);
  });
}
