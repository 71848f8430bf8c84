import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ExplorerScreen } from '../features/explorer/components/explorer-screen';
import { NotFoundScreen } from './not-found-screen';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

/** Screens other than the Explorer load on demand, keeping the landing page light. */
function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const authCallback = lazyScreen(() =>
  import('../features/auth/components/auth-callback-screen').then((m) => m.AuthCallbackScreen),
);
const sharedTour = lazyScreen(() =>
  import('../features/shared-tour/components/shared-tour-screen').then((m) => m.SharedTourScreen),
);
const postcard = lazyScreen(() =>
  import('../features/postcards/components/postcard-screen').then((m) => m.PostcardScreen),
);
const slideshow = lazyScreen(() =>
  import('../features/slideshow/components/slideshow-screen').then((m) => m.SlideshowScreen),
);
const manageTours = lazyScreen(() =>
  import('../features/tour-maker/components/tour-maker-screens').then((m) => m.ManageToursScreen),
);
const tourCreator = lazyScreen(() =>
  import('../features/tour-maker/components/tour-maker-screens').then((m) => m.TourCreatorScreen),
);
const player = lazyScreen(() => import('../features/player/components/player-screen').then((m) => m.PlayerScreen));

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: PageLoading,
    children: [
      { index: true, Component: ExplorerScreen },
      { path: 'auth/callback', ...authCallback },
      { path: 'tour', ...sharedTour },
      { path: 'tour/:shareCode', ...sharedTour },
      { path: 'postcards/:shareCode', ...postcard },
      { path: 'slideshow/:shareToken', ...slideshow },
      { path: 'tour-maker/manage', ...manageTours },
      { path: 'tour-maker/make', ...tourCreator },
      { path: 'tour-maker/make/:id', ...tourCreator },
      { path: 'tour-maker/create', ...tourCreator },
      { path: 'tour-maker/play/:id', ...player },
      { path: 'play/:id', ...player },
      { path: 'play', ...player },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];
