import { matchPath, Route, Routes } from 'react-router';
import { NotFoundScreen } from './not-found-screen';
import { RootLayout } from './root-layout';
import { screen } from './screen';

// Every screen loads on demand: a shared link or the player carries no Explorer code, and the
// landing's static first paint (index.html) covers the Explorer's own extra round trip. The declarative
// router (rather than a data router) is used because it ships about 16 KiB less gzipped JavaScript;
// no screen needs loaders or actions, and the root layout's error boundary catches failed loads.
const ExplorerScreen = screen(() =>
  import('../features/explorer/components/explorer-screen').then((m) => m.ExplorerScreen),
);
const AuthCallbackScreen = screen(() =>
  import('../features/auth/components/auth-callback-screen').then((m) => m.AuthCallbackScreen),
);
const SharedTourScreen = screen(() =>
  import('../features/shared-tour/components/shared-tour-screen').then((m) => m.SharedTourScreen),
);
const PostcardScreen = screen(() =>
  import('../features/postcards/components/postcard-screen').then((m) => m.PostcardScreen),
);
const SlideshowScreen = screen(() =>
  import('../features/slideshow/components/slideshow-screen').then((m) => m.SlideshowScreen),
);
const ManageToursScreen = screen(() =>
  import('../features/tour-maker/components/manage/manage-tours-screen').then((m) => m.ManageToursScreen),
);
const TourCreatorScreen = screen(() =>
  import('../features/tour-maker/components/creator/tour-creator-screen').then((m) => m.TourCreatorScreen),
);
const PlayerScreen = screen(() => import('../features/player/components/player-screen').then((m) => m.PlayerScreen));

/** Every route of SPEC §2 and its screen. */
const SCREENS: [path: string, Screen: ReturnType<typeof screen>][] = [
  ['/', ExplorerScreen],
  ['/auth/callback', AuthCallbackScreen],
  ['/tour', SharedTourScreen],
  ['/tour/:shareCode', SharedTourScreen],
  ['/postcards/:shareCode', PostcardScreen],
  ['/slideshow/:shareToken', SlideshowScreen],
  ['/tour-maker/manage', ManageToursScreen],
  ['/tour-maker/make', TourCreatorScreen],
  ['/tour-maker/make/:id', TourCreatorScreen],
  ['/tour-maker/create', TourCreatorScreen],
  ['/tour-maker/play/:id', PlayerScreen],
  ['/play/:id', PlayerScreen],
  ['/play', PlayerScreen],
];

/** Fetches the code of the screen at `pathname`, so the first render is that screen (nothing if unknown). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const found = SCREENS.find(([path]) => matchPath(path, pathname));
  return found ? found[1].preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {SCREENS.map(([path, Screen]) =>
          path === '/' ? (
            <Route key={path} index element={<Screen />} />
          ) : (
            <Route key={path} path={path.slice(1)} element={<Screen />} />
          ),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
