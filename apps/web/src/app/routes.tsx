import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from './not-found-screen';
import { RootLayout } from './root-layout';

// Every screen loads on demand: a shared link or the player carries no Explorer code, and the
// landing's static first paint (index.html) covers the Explorer's own extra round trip. The declarative
// router (rather than a data router) is used because it ships about 16 KiB less gzipped JavaScript;
// no screen needs loaders or actions, and the root layout's error boundary catches failed loads.
const ExplorerScreen = lazy(() =>
  import('../features/explorer/components/explorer-screen').then((m) => ({ default: m.ExplorerScreen })),
);
const AuthCallbackScreen = lazy(() =>
  import('../features/auth/components/auth-callback-screen').then((m) => ({ default: m.AuthCallbackScreen })),
);
const SharedTourScreen = lazy(() =>
  import('../features/shared-tour/components/shared-tour-screen').then((m) => ({ default: m.SharedTourScreen })),
);
const PostcardScreen = lazy(() =>
  import('../features/postcards/components/postcard-screen').then((m) => ({ default: m.PostcardScreen })),
);
const SlideshowScreen = lazy(() =>
  import('../features/slideshow/components/slideshow-screen').then((m) => ({ default: m.SlideshowScreen })),
);
const ManageToursScreen = lazy(() =>
  import('../features/tour-maker/components/manage/manage-tours-screen').then((m) => ({
    default: m.ManageToursScreen,
  })),
);
const TourCreatorScreen = lazy(() =>
  import('../features/tour-maker/components/creator/tour-creator-screen').then((m) => ({
    default: m.TourCreatorScreen,
  })),
);
const PlayerScreen = lazy(() =>
  import('../features/player/components/player-screen').then((m) => ({ default: m.PlayerScreen })),
);

/** Every route of SPEC §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<ExplorerScreen />} />
        <Route path="auth/callback" element={<AuthCallbackScreen />} />
        <Route path="tour" element={<SharedTourScreen />} />
        <Route path="tour/:shareCode" element={<SharedTourScreen />} />
        <Route path="postcards/:shareCode" element={<PostcardScreen />} />
        <Route path="slideshow/:shareToken" element={<SlideshowScreen />} />
        <Route path="tour-maker/manage" element={<ManageToursScreen />} />
        <Route path="tour-maker/make" element={<TourCreatorScreen />} />
        <Route path="tour-maker/make/:id" element={<TourCreatorScreen />} />
        <Route path="tour-maker/create" element={<TourCreatorScreen />} />
        <Route path="tour-maker/play/:id" element={<PlayerScreen />} />
        <Route path="play/:id" element={<PlayerScreen />} />
        <Route path="play" element={<PlayerScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
