import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the task took of the CPU, whatever else the machine ran meanwhile. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; stackTrace?: { url: string }[] }; name?: string };
}

export interface StartupTask {
  startMs: number;
  durationMs: number;
  /** The main thread's CPU time in the task: steadier than its duration on a busy machine. */
  cpuMs: number;
  /** What the task spent its time on: trace event names (with the script for evaluations and calls), in ms. */
  parts: Record<string, number>;
}

const WRAPPERS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'RunMicrotasks',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'V8.RunMicrotasks',
]);

const label = (event: TraceEvent) => {
  const data = event.args?.data;
  const url = data?.url ?? data?.stackTrace?.[0]?.url;
  const script = url ? ` ${url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '')}` : '';
  return `${event.name}${script}${data?.functionName ? ` ${data.functionName}` : ''}`;
};

/**
 * The main thread's tasks while `url` loads at full speed on a 390x844 screen, as Lighthouse observes them
 * before it simulates a 4x slower phone: each task of at least `minMs` (Lighthouse counts blocking time for
 * a task over 50 ms once slowed, so 12.5 ms here), split into its direct children.
 */
export async function traceStartup(url: string, minMs = 12, settleMs = 3000): Promise<StartupTask[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink',
        'loading',
        'toplevel',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's renderer main thread: the one that parsed the page's HTML.
    const origin = new URL(url).origin;
    const parse = events.find((event) => event.name === 'ParseHTML' && JSON.stringify(event.args).includes(origin));
    if (!parse) throw new Error('no renderer parsed the page in the trace');
    const rendererMain = parse;
    const onMain = events
      .filter((event) => event.pid === rendererMain.pid && event.tid === rendererMain.tid && event.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const navigation = onMain.find((event) => event.name === 'ParseHTML')?.ts ?? onMain[0]?.ts ?? 0;
    // Top-level events (not inside another), then their children through the scheduler's task wrappers.
    const topLevel: TraceEvent[] = [];
    for (const event of onMain) {
      const last = topLevel.at(-1);
      if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
      topLevel.push(event);
    }
    return topLevel
      .filter((task) => (task.dur ?? 0) >= minMs * 1000)
      .map((task) => {
        const end = task.ts + task.dur!;
        const parts: Record<string, number> = {};
        let coveredUntil = task.ts;
        for (const event of onMain) {
          if (event === task || event.ts < task.ts || event.ts >= end || event.ts < coveredUntil) continue;
          if (WRAPPERS.has(event.name)) continue;
          const key = label(event);
          parts[key] = Math.round(((parts[key] ?? 0) + (event.dur ?? 0) / 1000) * 10) / 10;
          coveredUntil = event.ts + (event.dur ?? 0);
        }
        return {
          startMs: Math.round((task.ts - navigation) / 1000),
          durationMs: Math.round(task.dur! / 1000),
          cpuMs: Math.round((task.tdur ?? task.dur!) / 1000),
          parts,
        };
      });
  } finally {
    await browser.close();
  }
}
