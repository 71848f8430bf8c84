import { randomUUID } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRecording, RECOGNIZER_SAMPLE_RATE } from '../audio/read-recording';
import { encodeWav } from '../audio/wav';
import { limitConcurrency } from '../limit-concurrency';
import { RecognizerUnavailableError, type SpeechRecognizer, type TranscriptionRequest } from '../speech-recognizer';
import { buildCommandGrammar, grammarWords } from './command-grammar';
import { findExecutable } from './find-executable';
import { extractPronunciations } from './pronunciation-dictionary';
import { runPocketsphinx } from './run-pocketsphinx';

export const OFFLINE_RECOGNIZER_NAME = 'pocketsphinx';
export const NOT_INSTALLED_MESSAGE =
  'Offline speech recognition is not installed on this server (Debian package pocketsphinx)';
export const ENGLISH_ONLY_MESSAGE =
  'The offline speech engine understands English only. Please speak English, or ask the operator to set up an online speech engine.';

export interface OfflineRecognizerOptions {
  /** Command name or path; default pocketsphinx_batch from PATH (Debian package pocketsphinx). */
  binary?: string;
  /** Where pocketsphinx-en-us puts the US English model (acoustic model dir en-us/ and cmudict-en-us.dict). */
  modelDir?: string;
  timeoutMs?: number;
  /** Decodes at once; the rest queue. */
  concurrency?: number;
  /** Where the engine's private folder is made; default the system temp dir. */
  tempDir?: string;
}

export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * Silence added before and after the clip. Batch decoding normalises over the whole clip; a command
 * that fills its clip edge to edge (a synthetic "pause" of 0.65 s) then had no silence to normalise
 * against and was now and then heard as "how tall is goa". A quarter second each side mends it.
 */
export const EDGE_SILENCE_SECONDS = 0.25;

function withLeadAndTail(samples: Float32Array): Float32Array {
  const edge = Math.round(EDGE_SILENCE_SECONDS * RECOGNIZER_SAMPLE_RATE);
  const padded = new Float32Array(samples.length + 2 * edge);
  padded.set(samples, edge);
  return padded;
}

export const isEnglish = (languageCode: string) => /^en(?:[-_]|$)/i.test(languageCode.trim());

/** The offline engine: pocketsphinx against the command-and-question grammar, English only. */
export function createOfflineSpeechRecognizer(options: OfflineRecognizerOptions = {}) {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const acousticModelDir = path.join(modelDir, 'en-us');
  const run = limitConcurrency(options.concurrency ?? 2);
  let installed: Promise<string | null> | undefined;
  let workDir: Promise<string> | undefined;

  async function findInstallation(): Promise<string | null> {
    const [binary, model] = await Promise.all([
      findExecutable(options.binary ?? 'pocketsphinx_batch'),
      access(path.join(acousticModelDir, 'mdef')).then(
        () => true,
        () => false,
      ),
    ]);
    return model ? binary : null;
  }

  /** The binary's path, or null; a miss is looked up again next time, so installing needs no restart. */
  function locateBinary(): Promise<string | null> {
    installed ??= findInstallation().then((binary) => {
      if (!binary) installed = undefined;
      return binary;
    });
    return installed;
  }

  // The grammar and its trimmed dictionary are written once per process; a request only adds its WAV.
  async function prepareWorkDir(): Promise<string> {
    const dir = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'roamcast-stt-'));
    const grammar = buildCommandGrammar();
    const { lines, missing } = await extractPronunciations(
      path.join(modelDir, 'cmudict-en-us.dict'),
      grammarWords(grammar),
    );
    if (missing.length > 0) throw new Error(`The grammar uses words the dictionary lacks: ${missing.join(', ')}`);
    await writeFile(path.join(dir, 'commands.gram'), grammar);
    await writeFile(path.join(dir, 'commands.dict'), `${lines.join('\n')}\n`);
    return dir;
  }

  const ensureWorkDir = () => {
    workDir ??= prepareWorkDir().catch((error: unknown) => {
      workDir = undefined;
      throw error;
    });
    return workDir;
  };

  const available = async () => (await locateBinary()) !== null;

  async function transcribe(request: TranscriptionRequest) {
    if (!isEnglish(request.languageCode)) throw new RecognizerUnavailableError(ENGLISH_ONLY_MESSAGE);
    const binary = await locateBinary();
    if (!binary) throw new RecognizerUnavailableError(NOT_INSTALLED_MESSAGE);
    const recording = await readRecording(request.audio);
    const dir = await ensureWorkDir();
    const utteranceDir = path.join(dir, randomUUID());
    try {
      await mkdir(utteranceDir);
      await writeFile(
        path.join(utteranceDir, 'utterance.wav'),
        encodeWav(withLeadAndTail(recording.samples), RECOGNIZER_SAMPLE_RATE),
      );
      const transcript = await run(() =>
        runPocketsphinx({
          binary,
          dir: utteranceDir,
          grammarPath: path.join(dir, 'commands.gram'),
          dictionaryPath: path.join(dir, 'commands.dict'),
          acousticModelDir,
          timeoutMs: options.timeoutMs ?? 20_000,
        }),
      );
      return { transcript: transcript.toLowerCase(), provider: OFFLINE_RECOGNIZER_NAME };
    } finally {
      await rm(utteranceDir, { recursive: true, force: true });
    }
  }

  async function close(): Promise<void> {
    const pending = workDir;
    workDir = undefined;
    const dir = await pending?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  return { name: OFFLINE_RECOGNIZER_NAME, available, transcribe, close } satisfies SpeechRecognizer & {
    close(): Promise<void>;
  };
}
