import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RecognitionFailedError, RecognizerUnavailableError } from '../speech-recognizer';

export interface PocketsphinxRun {
  binary: string;
  /** A private folder holding utterance.wav (16 kHz mono 16-bit); the control and result files go beside it. */
  dir: string;
  grammarPath: string;
  dictionaryPath: string;
  acousticModelDir: string;
  timeoutMs: number;
}

/**
 * One decode of the clip against the grammar with pocketsphinx_batch. Batch mode treats the clip as a
 * single utterance and normalises it as a whole; pocketsphinx_continuous splits on pauses and adapts its
 * normalisation as it goes, which misheard about a third of short synthetic commands in our trials.
 */
export async function runPocketsphinx(run: PocketsphinxRun): Promise<string> {
  const control = path.join(run.dir, 'utterance.ctl');
  const hypothesis = path.join(run.dir, 'utterance.hyp');
  await writeFile(control, 'utterance\n');
  const args = [
    ...['-adcin', 'yes', '-adchdr', '44', '-cepdir', run.dir, '-cepext', '.wav', '-ctl', control, '-hyp', hypothesis],
    ...['-jsgf', run.grammarPath, '-dict', run.dictionaryPath, '-hmm', run.acousticModelDir, '-logfn', '/dev/null'],
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(run.binary, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: run.timeoutMs });
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new RecognizerUnavailableError(`pocketsphinx could not be started (${run.binary}: ${error.code})`)
          : new RecognitionFailedError(`pocketsphinx failed to start: ${error.message}`),
      );
    });
    child.on('close', (code, signal) => {
      if (signal) {
        const reason = signal === 'SIGTERM' ? `timed out after ${run.timeoutMs} ms` : `was killed (${signal})`;
        return reject(new RecognitionFailedError(`pocketsphinx ${reason}`));
      }
      if (code !== 0) {
        const detail = Buffer.concat(stderr).toString('utf8').trim().split('\n').slice(-3).join(' ');
        return reject(
          new RecognitionFailedError(`pocketsphinx exited with code ${code}${detail ? `: ${detail}` : ''}`),
        );
      }
      resolve();
    });
  });
  const result = await readFile(hypothesis, 'utf8').catch(() => '');
  // "skip forward thirty seconds (utterance -7792)": the words, then the utterance id and path score.
  return result
    .trim()
    .replace(/\s*\(utterance\s+-?\d+\)$/, '')
    .trim();
}
