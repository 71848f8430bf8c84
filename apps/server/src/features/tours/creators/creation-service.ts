import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { DEEP_DIVE_LENGTHS, type DeepDiveLength, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import { encodePolyline } from '@roamcast/shared/logic/polyline';
import { LINGER_MINUTES, tourLength } from '@roamcast/shared/logic/tour-length';
import type {
  AskTourBody,
  CreatedTour,
  DeepDiveTourBody,
  ImportTourBody,
  SpecialtyTourBody,
  WalkingIndoorTourBody,
} from '@roamcast/shared/schemas/tour-creation';
import type { CreateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import type { Caller } from '../../../http/auth';
import { forbidden } from '../../../http/errors';
import type { Geocoder } from '../../../providers/geo/geocoder';
import type { StopFinder } from '../../../providers/stops/find-stops';
import type { ToursService } from '../service';
import { locatePlace } from './locate-place';
import { CITY_TOUR, WALKING_TOUR, asPointsOfInterest, planStops, type StopPlan } from './plan-stops';
import { readImport, type ImportDeps } from './read-import';
import { saveCreatedTour, type CreationFollowUps, type RouteExtras } from './save-created-tour';
import { nameFromRequest, themeFromRequest } from './theme-from-request';

/** A deep dive is told in chapters: how many, and how long each, to make about 500/1000/2000 words in all. */
const DEEP_DIVE_CHAPTERS: Record<DeepDiveLength, { chapters: number; minutes: NarrationDuration }> = {
  short: { chapters: 3, minutes: 1 },
  medium: { chapters: 3, minutes: 2 },
  long: { chapters: 6, minutes: 2 },
};

/** An indoor tour stays inside one venue: its chapters are the venue told through different themes. */
const INDOOR_CHAPTERS = ['historical_facts', 'architecture', 'famous_people', 'fun_facts'] as const;

export interface CreationDeps extends CreationFollowUps, Omit<ImportDeps, 'geocoder'> {
  tours: Pick<ToursService, 'create'>;
  geocoder: Geocoder;
  stops: StopFinder;
}

function assertSelf(userId: string | null | undefined, caller: Caller): void {
  if (userId && userId !== caller.userId) throw forbidden('You can only save tours to your own account');
}

const ends = (body: Pick<CreateRouteBody, 'pointsOfInterest'>) => ({
  startPoint: body.pointsOfInterest?.[0]?.name ?? null,
  destination: body.pointsOfInterest?.at(-1)?.name ?? null,
});

/** The five ways to make a tour (SPEC §2 creator, §7 endpoints); each saves, then narrates as a job. */
export function createTourCreationService(deps: CreationDeps) {
  const save = (
    caller: Caller,
    language: LanguageCode,
    body: Omit<CreateRouteBody, 'recordedFrom' | 'narrationIds'> & Partial<Pick<CreateRouteBody, 'recordedFrom'>>,
    extras: RouteExtras,
    notice: string | null = null,
  ) =>
    saveCreatedTour(deps, {
      body: { recordedFrom: 'manual', narrationIds: [], ...body, ...ends(body) },
      extras,
      caller,
      language,
      notice,
    });

  async function themedTour(
    request: {
      location: string;
      coordinates?: { lat: number; lng: number };
      theme: string;
      language: LanguageCode;
      narrationDuration: NarrationDuration;
    },
    plan: StopPlan,
  ) {
    const place = await locatePlace(deps.geocoder, request.location, request.coordinates, request.language);
    const minutesAtStop = request.narrationDuration + LINGER_MINUTES;
    const planned = await planStops(deps.stops, place, { ...request, minutesAtStop }, plan);
    return { place, planned };
  }

  return {
    async specialty(body: SpecialtyTourBody, caller: Caller): Promise<CreatedTour> {
      assertSelf(body.userId, caller);
      const { place, planned } = await themedTour(body, CITY_TOUR);
      return save(
        caller,
        body.language,
        {
          name: body.name,
          description: body.focus ?? null,
          theme: body.theme,
          narrationDuration: body.narrationDuration,
          pointsOfInterest: planned.pointsOfInterest,
        },
        {
          distance: planned.distance,
          duration: planned.duration,
          tags: JSON.stringify([body.theme]),
          tourType: 'specialty',
          tourGuideContent: JSON.stringify({ place: place.name, focus: body.focus ?? null }),
        },
        planned.notice,
      );
    },

    async ask(model: string, body: AskTourBody, caller: Caller): Promise<CreatedTour> {
      assertSelf(body.userId, caller);
      const theme = themeFromRequest(body.prompt, 'hidden_gems');
      const { place, planned } = await themedTour({ ...body, theme }, CITY_TOUR);
      return save(
        caller,
        body.language,
        {
          name: nameFromRequest(body.prompt),
          description: body.prompt,
          theme,
          narrationDuration: body.narrationDuration,
          pointsOfInterest: planned.pointsOfInterest,
        },
        {
          distance: planned.distance,
          duration: planned.duration,
          tourType: `ask_${model}`,
          tourGuideContent: JSON.stringify({ place: place.name, prompt: body.prompt, model }),
        },
        planned.notice,
      );
    },

    async deepDive(body: DeepDiveTourBody, caller: Caller): Promise<CreatedTour> {
      assertSelf(body.userId, caller);
      const { chapters, minutes } = DEEP_DIVE_CHAPTERS[body.length];
      const theme = themeFromRequest(body.detailedPrompt, 'historical_facts');
      const place = await locatePlace(deps.geocoder, body.placeOrTopic, body.coordinates, body.language, {
        inText: true,
      });
      // Chapter one is the place itself; the others are the notable places around it.
      const anchor = {
        name: place.name,
        lat: place.lat,
        lng: place.lng,
        description: body.detailedPrompt,
        source: 'request',
        score: 1,
      };
      const planned = await planStops(
        deps.stops,
        place,
        { theme, language: body.language, minutesAtStop: minutes + LINGER_MINUTES },
        { ...CITY_TOUR, count: chapters },
        anchor,
      );
      return save(
        caller,
        body.language,
        {
          name: body.placeOrTopic,
          description: body.detailedPrompt,
          theme,
          narrationDuration: minutes,
          pointsOfInterest: planned.pointsOfInterest,
        },
        {
          distance: planned.distance,
          duration: planned.duration,
          tourType: 'deep_dive',
          contentDepth: body.length,
          tourGuideContent: JSON.stringify({
            place: place.name,
            focus: body.detailedPrompt,
            words: DEEP_DIVE_LENGTHS[body.length].words,
          }),
        },
        planned.notice,
      );
    },

    async walkingIndoor(body: WalkingIndoorTourBody, caller: Caller): Promise<CreatedTour> {
      assertSelf(body.userId, caller);
      const guide = { useGPS: body.type === 'walking' && body.useGPS };
      if (body.type === 'indoor') {
        const venue = await locatePlace(deps.geocoder, body.location, body.coordinates, body.language);
        // Inside one building every chapter stands at the venue itself; no position is invented.
        const pointsOfInterest = asPointsOfInterest(
          INDOOR_CHAPTERS.map(() => ({ name: venue.name, lat: venue.lat, lng: venue.lng, source: 'venue', score: 1 })),
          1 + LINGER_MINUTES,
        ).map((poi, index) => ({ ...poi, theme: INDOOR_CHAPTERS[index] }));
        return save(
          caller,
          body.language,
          {
            name: body.name,
            description: body.description ?? null,
            theme: 'historical_facts',
            narrationDuration: 1,
            pointsOfInterest,
          },
          {
            distance: 0,
            duration: pointsOfInterest.length * (1 + LINGER_MINUTES),
            tourType: 'indoor',
            tourGuideContent: JSON.stringify(guide),
          },
        );
      }
      const theme = body.description ? themeFromRequest(body.description, 'hidden_gems') : 'hidden_gems';
      const { planned } = await themedTour({ ...body, theme, narrationDuration: 1 }, WALKING_TOUR);
      return save(
        caller,
        body.language,
        {
          name: body.name,
          description: body.description ?? null,
          theme,
          narrationDuration: 1,
          pointsOfInterest: planned.pointsOfInterest,
        },
        {
          distance: planned.distance,
          duration: planned.duration,
          tourType: 'walking',
          tourGuideContent: JSON.stringify(guide),
        },
        planned.notice,
      );
    },

    async importTour(body: ImportTourBody, caller: Caller): Promise<CreatedTour> {
      assertSelf(body.userId, caller);
      const imported = await readImport(deps, body);
      const minutesAtStop = 1 + LINGER_MINUTES;
      const pointsOfInterest = asPointsOfInterest(
        imported.stops.map((stop) => ({ ...stop, source: 'import', score: 1 })),
        minutesAtStop,
      );
      const drawn = imported.path.length > 1 ? imported.path : imported.stops;
      // A copied tour keeps its own figures (a famous road's are measured); else they come from the line.
      const { distance, duration } =
        imported.length ?? tourLength({ points: drawn, stops: pointsOfInterest.length, minutesAtStop });
      const first = imported.stops[0]!.name;
      const last = imported.stops.at(-1)!.name;
      return save(
        caller,
        body.language,
        {
          name: imported.name ?? (imported.stops.length > 1 ? `${first} to ${last}` : first),
          theme: imported.theme,
          narrationDuration: 1,
          pointsOfInterest,
          recordedFrom: 'import',
        },
        {
          distance,
          duration,
          polyline: drawn.length > 1 ? encodePolyline(drawn) : null,
          tourType: 'import',
          sourceUrl: imported.sourceUrl,
          clonedFrom: imported.clonedFrom,
        },
      );
    },
  };
}

export type TourCreationService = ReturnType<typeof createTourCreationService>;
