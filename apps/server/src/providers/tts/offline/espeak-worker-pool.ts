import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DeadlineQueue } from './deadline-queue';
import type { EspeakSettings } from './espeak-voice';

export interface SpokenSentence {
  /** Self-contained MP3 frames for one sentence. */
  mp3: Buffer;
  /** PCM samples spoken, before MP3 padding. */
  samples: number;
  sampleRate: number;
  /** The worker thread that spoke it. */
  threadId: number;
}

export interface SpeakOptions {
  /** When the audio is needed, on the performance.now() clock; earlier deadlines are spoken first. Default: now. */
  deadline?: number;
  /** Aborting drops the job if it is still queued; a job already being spoken finishes unseen. */
  signal?: AbortSignal;
}

type WorkerReply =
  | { id: number; ok: true; mp3: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; error: string };

interface Job {
  id: number;
  text: string;
  settings: EspeakSettings;
  deadline: number;
  resolve: (sentence: SpokenSentence) => void;
  reject: (error: unknown) => void;
  /** Detaches the abort listener once the job leaves the queue. */
  release: () => void;
}

interface Thread {
  worker: Worker;
  /** Sent to the thread and not answered yet, in the order the thread speaks them. */
  jobs: Job[];
}

/**
 * Where listeners may be waiting, a job waits behind a busy thread's current one only when it is due
 * within this long. One due later waits for an idle thread instead, so a listener's opening phrase
 * that comes meanwhile is not stuck behind a sentence needed only seconds from now.
 */
export const LISTENER_WINDOW_HORIZON_MS = 1_000;

/** One thread per core, two at most: the main thread still serves HTTP, and each holds its own engine. */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Long-lived espeak worker threads, started as the queue needs them and again after one dies. The
 * queued job with the earliest deadline goes first to an idle thread, else to a thread with a free
 * slot of its window. A thread is ref'd only while it has work, so an idle pool never keeps the
 * process (server, test runner) alive, and a non-empty queue implies every thread is busy and ref'd.
 */
export class EspeakWorkerPool {
  private readonly threads = new Set<Thread>();
  private readonly queue = new DeadlineQueue<Job>();
  private nextId = 1;

  /**
   * @param size threads at most
   * @param window jobs handed to one thread at a time: with a second one waiting in its port the
   * thread never idles between chunks (an idle thread in this VM comes back with cold caches and
   * speaks the next chunk about a third slower), at the price of a newly urgent job waiting behind
   * one more chunk.
   * @param windowHorizonMs only a job due within this long takes a busy thread's free slot; the rest
   * wait for an idle thread. A process no listener waits on (a worker running batches) keeps every
   * window full (Infinity): its threads never idle between chunks, and it makes more stories a minute.
   */
  constructor(
    readonly size = DEFAULT_POOL_SIZE,
    private readonly window = 2,
    private readonly windowHorizonMs = LISTENER_WINDOW_HORIZON_MS,
  ) {}

  /** Threads running now (started on demand, up to size). */
  get threadCount(): number {
    return this.threads.size;
  }

  speak(text: string, settings: EspeakSettings, options: SpeakOptions = {}): Promise<SpokenSentence> {
    const { signal, deadline = performance.now() } = options;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const job: Job = { id: this.nextId++, text, settings, deadline, resolve, reject, release: () => undefined };
      if (signal) {
        const abort = () => {
          if (this.queue.remove(job)) reject(signal.reason);
        };
        signal.addEventListener('abort', abort, { once: true });
        job.release = () => signal.removeEventListener('abort', abort);
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    const threads = [...this.threads];
    this.threads.clear();
    const error = new Error('speech synthesizer closed');
    for (const job of this.queue.clear()) {
      job.release();
      job.reject(error);
    }
    for (const thread of threads) for (const job of thread.jobs.splice(0)) job.reject(error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.size > 0) {
      const thread = this.threadFor(this.queue.peek()!);
      if (!thread) return;
      const job = this.queue.shift()!;
      job.release();
      thread.jobs.push(job);
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, text: job.text, ...job.settings });
    }
  }

  /**
   * Where the next job goes: an idle thread, else a new one while the pool may grow, else a free slot
   * of a busy thread's window when the job is due within the horizon; undefined means it waits.
   */
  private threadFor(job: Job): Thread | undefined {
    const idle = this.leastBusy(1);
    if (idle) return idle;
    if (this.threads.size < this.size) return this.start();
    return job.deadline - performance.now() < this.windowHorizonMs ? this.leastBusy(this.window) : undefined;
  }

  /** The thread with the fewest jobs, if it has fewer than `limit`. */
  private leastBusy(limit: number): Thread | undefined {
    let best: Thread | undefined;
    for (const thread of this.threads) if (!best || thread.jobs.length < best.jobs.length) best = thread;
    return best && best.jobs.length < limit ? best : undefined;
  }

  private start(): Thread {
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    const thread: Thread = { worker, jobs: [] };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.finished(thread, reply));
    worker.on('error', (error) => this.lost(thread, error));
    worker.on('exit', (code) => this.lost(thread, new Error(`espeak worker exited with code ${code}`)));
    this.threads.add(thread);
    return thread;
  }

  private finished(thread: Thread, reply: WorkerReply): void {
    if (thread.jobs[0]?.id !== reply.id) return;
    const job = thread.jobs.shift()!;
    if (thread.jobs.length === 0) thread.worker.unref();
    if (reply.ok) {
      const mp3 = Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength);
      job.resolve({ mp3, samples: reply.samples, sampleRate: reply.sampleRate, threadId: thread.worker.threadId });
    } else {
      job.reject(new Error(`espeak-ng: ${reply.error}`));
    }
    this.dispatch();
  }

  private lost(thread: Thread, error: Error): void {
    if (!this.threads.delete(thread)) return; // closed, or already reported
    for (const job of thread.jobs.splice(0)) job.reject(error);
    // Whatever is still queued goes to the other thread or a fresh one.
    this.dispatch();
  }
}
