import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { PlayerScreen } from './player-screen';

/** The player at `path`, under the routes it is mounted on in the app. */
export function renderPlayer(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/play" element={<PlayerScreen />} />
      <Route path="/play/:id" element={<PlayerScreen />} />
      <Route path="/tour-maker/play/:id" element={<PlayerScreen />} />
    </Routes>,
    { path },
  );
}
