// The page's entry: styles now, the app after the first frame. The static landing in index.html
// paints from the HTML and CSS alone, and only then does the browser start on the app's scripts, so
// the first paint never waits on (or competes with) their download on a slow phone connection.
import { config } from 'zod';
import { firstPaintReady } from './app/first-paint-ready';
import './index.css';

// Before any schema is built: zod's fast path probes `new Function`, which the server's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation.
config({ jitless: true });

// A shared page's first paint carries its picture: the app starts once that picture is on screen.
void firstPaintReady().then(() => requestAnimationFrame(() => setTimeout(() => void import('./main'), 0)));
