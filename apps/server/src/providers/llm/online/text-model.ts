/** One generation: a system prompt, one user prompt, and how much the model may write. */
export interface TextModelRequest {
  system: string;
  prompt: string;
  maxTokens: number;
  temperature?: number;
  signal?: AbortSignal;
}

export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

/** The text as it streams in; `usage` is filled once the service reports it (some never do). */
export interface TextStream extends AsyncIterable<string> {
  readonly usage: ModelUsage | null;
}

/** An online language model that streams text, e.g. 'openai:gpt-4o-mini'. */
export interface TextModel {
  readonly name: string;
  stream(request: TextModelRequest): TextStream;
}

export type ModelErrorKind = 'http' | 'network' | 'timeout' | 'service' | 'aborted' | 'output';

/** A failed model call; `reason` is short enough to show in a provider label or a log line. */
export class ModelError extends Error {
  /** How long the service asked us to wait before trying again (Retry-After). */
  retryAfterMs?: number;

  constructor(
    readonly kind: ModelErrorKind,
    readonly reason: string,
    readonly retryable = false,
    readonly status?: number,
  ) {
    super(reason);
    this.name = 'ModelError';
  }
}

/** Services that report no usage are billed by roughly four characters a token. */
const CHARACTERS_PER_TOKEN = 4;

/** Streams a whole answer into one string, with the tokens it cost. */
export async function collectText(
  model: TextModel,
  request: TextModelRequest,
  onText?: (chunk: string) => void,
): Promise<{ text: string; tokens: number }> {
  const stream = model.stream(request);
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    onText?.(chunk);
  }
  return { text, tokens: tokensOf(stream, request, text) };
}

/** Reported usage when there is some, else an estimate from the lengths. */
export function tokensOf(stream: TextStream, request: TextModelRequest, text: string): number {
  const { inputTokens, outputTokens } = usageOf(stream, request, text);
  return inputTokens + outputTokens;
}

/**
 * Input and output tokens: the service's own count when it reported one, else an estimate in which
 * the prompt counts as input and the answer as output (together the same total as one estimate of both).
 */
export function usageOf(stream: TextStream, request: TextModelRequest, text: string): ModelUsage {
  const usage = stream.usage;
  if (usage && usage.inputTokens + usage.outputTokens > 0) return { ...usage };
  const promptChars = request.system.length + request.prompt.length;
  const inputTokens = Math.ceil(promptChars / CHARACTERS_PER_TOKEN);
  const total = Math.ceil((promptChars + text.length) / CHARACTERS_PER_TOKEN);
  return { inputTokens, outputTokens: total - inputTokens };
}
