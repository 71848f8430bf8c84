import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { traceStartup } from './startup-trace';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface StartupProfile {
  /** Milliseconds of CPU (at the throttled rate) per script, counting only the time spent in its own code. */
  byScript: { script: string; selfMs: number }[];
  /** The functions the most time was spent in, themselves or in what they called. */
  topFunctions: { fn: string; selfMs: number; totalMs: number }[];
  /** Main-thread tasks over 50 ms (Lighthouse's "long tasks"), from the trace. */
  longTasks: { startMs: number; durationMs: number }[];
}

const name = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/assets\//, '')}:${frame.lineNumber + 1}`;

/**
 * What the main thread runs while `url` loads on a 390x844 screen with the CPU slowed `cpuSlowdown` times
 * (Lighthouse's mobile preset uses 4), until the network is idle and `settleMs` more: a V8 sampling
 * profile summed by script and function. Build with `vite build --minify false` (BENCH_WEB_DIST) for names.
 */
export async function profileStartup(url: string, cpuSlowdown = 4, settleMs = 3000): Promise<StartupProfile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.evaluate(() => undefined).catch(() => undefined);
    await page.addInitScript(() => {
      const tasks: { startMs: number; durationMs: number }[] = [];
      (globalThis as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ startMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
      }).observe({ type: 'longtask' as never, buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const longTasks = await page.evaluate(
      () => (globalThis as unknown as { __longTasks: { startMs: number; durationMs: number }[] }).__longTasks,
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    // STARTUP_CPUPROFILE keeps the raw profile (open it in Chromium's DevTools, Performance panel).
    if (process.env.STARTUP_CPUPROFILE) writeFileSync(process.env.STARTUP_CPUPROFILE, JSON.stringify(profile));
    return { ...summarise(profile), longTasks };
  } finally {
    await browser.close();
  }
}

function summarise(profile: Profile): Omit<StartupProfile, 'longTasks'> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byScript = new Map<string, number>();
  const selfByFn = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = nodes.get(id)!;
    const script = node.callFrame.url.replace(/^.*\/assets\//, '') || `(${node.callFrame.functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    selfByFn.set(name(node.callFrame), (selfByFn.get(name(node.callFrame)) ?? 0) + ms);
    // Inclusive time: once per distinct function on the stack (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fn = name(nodes.get(at)!.callFrame);
      if (seen.has(fn)) continue;
      seen.add(fn);
      totalByFn.set(fn, (totalByFn.get(fn) ?? 0) + ms);
    }
  }
  const round = (ms: number) => Math.round(ms);
  return {
    byScript: [...byScript]
      .map(([script, ms]) => ({ script, selfMs: round(ms) }))
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, 15),
    topFunctions: [...totalByFn]
      .filter(([fn]) => !fn.startsWith('(root)') && !fn.startsWith('(program)') && !fn.startsWith('(idle)'))
      .map(([fn, total]) => ({ fn, selfMs: round(selfByFn.get(fn) ?? 0), totalMs: round(total) }))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 40),
  };
}

/**
 * Lighthouse's blocking time as its simulation would count it on a quiet machine: each task's CPU time
 * slowed 4x, less 50 ms (Lighthouse itself takes the tasks' durations, which a busy machine stretches).
 */
const simulatedBlockingMs = (tasks: { cpuMs: number }[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * 4 - 50), 0);

/** The long tasks (trace) and, unless TRACE_ONLY is set, a 4x-slowed V8 profile of `url` starting. */
export async function startupReport(url: string, withProfile = !process.env.TRACE_ONLY) {
  const longTasks = await traceStartup(url, 5);
  return {
    simulatedBlockingMs: simulatedBlockingMs(longTasks.filter((task) => task.startMs > 0)),
    longTasks,
    profile: withProfile ? await profileStartup(url) : undefined,
  };
}
