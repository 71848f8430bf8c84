import type { Lines } from './place-answers';
import type { Speaker } from './speaker';

/** Headlines and events read out at most; more is a bulletin, not an answer. */
const NEWS_ITEMS = 2;

export function sunAnswer(s: Speaker): Lines {
  if (s.vars.polarDay) return [s.line('polarDay'), s.line('noonAlt')];
  if (s.vars.polarNight) return [s.line('polarNight'), s.line('moon')];
  if (!s.vars.sunset) return [s.line('noClock'), s.line('noonAlt')];
  return [s.line('sunTimes'), s.line('dayLength'), s.line('dusk')];
}

export function clockAnswer(s: Speaker): Lines {
  if (!s.vars.now) return [s.line('noZone'), s.line('noClock') ?? s.line('polarDay') ?? s.line('polarNight')];
  return [s.line('clock'), s.line('sunTimes') ?? s.line('polarDay') ?? s.line('polarNight')];
}

export function seasonAnswer(s: Speaker): Lines {
  return [s.line('season'), s.line('marker')];
}

export function moonAnswer(s: Speaker): Lines {
  return [s.line('moon'), s.line('moonNext') ?? s.line('season')];
}

export function weatherAnswer(s: Speaker): Lines {
  if (!s.vars.temp) return [s.line('noWeather'), s.line('offerSky')];
  return [s.line('weatherNow'), s.line('weatherRange') ?? s.line('offerSky')];
}

export function newsAnswer(s: Speaker): Lines {
  const facts = s.facts!;
  // The template closes the quotation with its own full stop.
  const title = (text: string) => text.trim().replace(/[.!?。！？]+$/u, '');
  const items = [
    ...(facts.headlines ?? []).map((h) => s.line('newsItem', { title: title(h.title), source: h.source })),
    ...(facts.events ?? []).map((e) =>
      s.line('eventItem', { title: title(e.title), ...(e.venue ? { venue: e.venue } : {}) }),
    ),
  ].slice(0, NEWS_ITEMS);
  if (!items.length) return [s.line('noNews'), s.line('suggest')];
  return [s.line('newsIntro'), ...items];
}
