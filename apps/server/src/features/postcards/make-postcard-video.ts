import { spawn } from 'node:child_process';

export interface VideoTools {
  /** Default 'ffmpeg' and 'ffprobe' from the PATH (Debian's ffmpeg package, scripts/system-packages.txt). */
  ffmpeg: string;
  ffprobe: string;
  /** Output width (the height keeps the card's 16:10) and frame rate. */
  width: number;
  fps: number;
}

/** Seconds of picture after the voice message ends, and the length of a card without one. */
const TAIL_SECONDS = 1;
const SILENT_SECONDS = 4;

/** Runs a tool to its end; a missing binary or a non-zero exit rejects with the tool's own words. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed (Debian package ffmpeg: scripts/ensure-system-packages.sh)`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err.trim().slice(-500)}`)),
    );
  });
}

/** A media file's duration in seconds, as ffprobe reads it. */
export async function probeDuration(ffprobe: string, file: string): Promise<number> {
  const out = await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number.parseFloat(out.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe could not read the duration of ${file}`);
  return seconds;
}

/**
 * An MP4 (H.264 + AAC, yuv420p, faststart, so it plays in every browser and starts before it has all
 * arrived): a slow zoom and pan across the postcard, with the voice message as its sound track. It
 * lasts the message plus a second, or a few silent seconds without one.
 */
export async function makePostcardVideo(
  tools: VideoTools,
  input: { image: string; audio: string | null },
  output: string,
): Promise<{ durationSeconds: number }> {
  const width = Math.round(tools.width / 2) * 2;
  const height = Math.round((width * 10) / 16 / 2) * 2;
  const duration = input.audio ? (await probeDuration(tools.ffprobe, input.audio)) + TAIL_SECONDS : SILENT_SECONDS;
  const frames = Math.ceil(duration * tools.fps);
  // zoompan works on whole pixels: scaled up first, the slow movement stays smooth instead of juddering.
  const zoom =
    `scale=${width * 2}:-2,zoompan=z='1+0.14*on/${frames}'` +
    `:x='(iw-iw/zoom)*(0.25+0.5*on/${frames})':y='(ih-ih/zoom)/2'` +
    `:d=1:s=${width}x${height}:fps=${tools.fps},format=yuv420p`;
  const audioInput = input.audio ? ['-i', input.audio] : ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo'];
  await run(tools.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-loop', '1', '-framerate', String(tools.fps), '-i', input.image],
    ...audioInput,
    ...['-filter_complex', `[0:v]${zoom}[v];[1:a]apad[a]`, '-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100'],
    ...['-t', duration.toFixed(3), '-movflags', '+faststart', output],
  ]);
  return { durationSeconds: duration };
}
