/** Half-width of the windowed-sinc kernel in output samples; 16 keeps the speech band clean. */
const HALF_TAPS = 16;
/** Kernel table entries per input sample: fine enough that lookup error stays far below 16-bit noise. */
const TABLE_STEPS = 512;

/** Averages the channels: recorders send stereo copies of one microphone, and the engines want one channel. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i]! += channel[i]! / channels.length;
  }
  return mono;
}

/** Blackman-windowed sinc with cut-off `cutoff` (1 = input Nyquist), tabulated over -halfWidth..halfWidth. */
function kernelTable(cutoff: number, halfWidth: number): Float32Array {
  const table = new Float32Array(2 * halfWidth * TABLE_STEPS + 1);
  for (let k = 0; k < table.length; k++) {
    const offset = k / TABLE_STEPS - halfWidth;
    const x = offset * cutoff;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const phase = k / (table.length - 1);
    table[k] = sinc * (0.42 - 0.5 * Math.cos(2 * Math.PI * phase) + 0.08 * Math.cos(4 * Math.PI * phase));
  }
  return table;
}

/**
 * Band-limited resampling. Downsampling lowers the cut-off to the new Nyquist frequency so 48 kHz Opus
 * does not alias into the 0-8 kHz band the recogniser listens to.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const ratio = toRate / fromRate;
  const cutoff = Math.min(1, ratio);
  const halfWidth = Math.ceil(HALF_TAPS / cutoff);
  const table = kernelTable(cutoff, halfWidth);
  const output = new Float32Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < output.length; n++) {
    const center = n / ratio;
    const first = Math.max(0, Math.ceil(center - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let i = first; i <= last; i++) {
      const weight = table[Math.round((i - center + halfWidth) * TABLE_STEPS)]!;
      sum += samples[i]! * weight;
      weights += weight;
    }
    // Dividing by the weights keeps unit gain at the clip's edges, where the kernel is cut short.
    output[n] = weights === 0 ? 0 : sum / weights;
  }
  return output;
}
