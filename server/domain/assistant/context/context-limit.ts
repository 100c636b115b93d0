/**
 * The most characters of content given to the model as context (about 6,000 tokens), so a large module neither
 * overruns a small model's window nor spends a company's budget on one question. Longer content is cut at a
 * line and says so.
 */
export const ASSISTANT_CONTEXT_MAX_CHARS = 24_000;

export function cappedContext(lines: readonly string[], maxChars = ASSISTANT_CONTEXT_MAX_CHARS): string {
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > maxChars) {
      kept.push(`(… ${lines.length - kept.length} more lines left out: the content is longer than the assistant reads.)`);
      break;
    }
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join('\n');
}
