import { Worker } from 'node:worker_threads';
import type { EspeakSettings } from './espeak-voice';

export interface SpokenSentence {
  /** Self-contained MP3 frames for one sentence. */
  mp3: Buffer;
  /** PCM samples spoken, before MP3 padding. */
  samples: number;
  sampleRate: number;
}

type WorkerReply =
  | { id: number; ok: true; mp3: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; error: string };

interface Pending {
  resolve: (sentence: SpokenSentence) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived espeak worker thread, started on first use and again after it dies. The worker
 * speaks one sentence at a time in arrival order; while nothing is pending it is unref'd, so an
 * idle synthesizer never keeps the process (server, test runner) alive.
 */
export class EspeakWorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  speak(text: string, settings: EspeakSettings): Promise<SpokenSentence> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, text, ...settings });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    this.rejectAll(new Error('speech synthesizer closed'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`espeak worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!reply.ok) {
      pending.reject(new Error(`espeak-ng: ${reply.error}`));
      return;
    }
    const mp3 = Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength);
    pending.resolve({ mp3, samples: reply.samples, sampleRate: reply.sampleRate });
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return; // already replaced or closed
    this.worker = null;
    this.rejectAll(error);
  }

  private rejectAll(error: Error): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(error);
  }
}
