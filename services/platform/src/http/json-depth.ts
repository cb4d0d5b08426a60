/**
 * How deeply a JSON body may nest. Every contract is a few levels deep (a registration's brands
 * are the deepest, at three); thousands of levels cost nothing to send but overflow the stack of
 * whatever walks the parsed value next (the gateway's proxy re-serialises bodies), so a body
 * beyond this is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text opens more than `maxDepth` arrays or objects inside each other. One pass
 * over the characters, skipping strings (a bracket inside a string is text), and no parsing:
 * it runs before JSON.parse, so a hostile body costs no more than reading it.
 */
export function exceedsJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
