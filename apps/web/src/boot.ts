// The page's entry: styles now, the app after the first frame. The static landing in index.html
// paints from the HTML and CSS alone, and only then does the browser start on the app's scripts, so
// the first paint never waits on (or competes with) their download on a slow phone connection.
import { config } from 'zod';
import { firstPaintReady } from './app/first-paint-ready';
import './index.css';

// Before any schema is built: zod's fast path probes `new Function`, which the server's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation.
config({ jitless: true });

/**
 * The first plural rules a page makes load their locale's data: made in a task of its own while the app's
 * code downloads, not inside its first render (every screen's first render says "3 stops" or the like).
 * No NumberFormat: the first one loads ICU's number data, 45-70 ms of main thread on this machine and four
 * times that on a phone, and no screen's first render needs one (distances use lib/format-tenths.ts).
 */
function warmIntl() {
  try {
    const language = localStorage.getItem('selectedLanguage') ?? navigator.language;
    new Intl.PluralRules(language).select(1);
  } catch {
    // Storage or an unknown locale: the render makes its own.
  }
}

// A shared page's first paint carries its picture: the app starts once that picture is on screen.
void firstPaintReady().then(() =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./main');
      setTimeout(warmIntl, 0);
    }, 0),
  ),
);
