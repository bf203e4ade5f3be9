/** A document that is not JSON, as a finding: where JSON.parse stopped, so selecting it selects the place in the text. */
import type { StudioFinding } from './studioFinding.ts';

export function syntaxFinding(file: string, error: Error, text: string): StudioFinding {
  const message = error.message.replace(/^JSON\.parse: /, '');
  // The offset JSON.parse names ("… at position 57"), or the end of the text.
  const match = /position (\d+)/.exec(message);
  return {
    file,
    pointer: '',
    offset: match ? Number(match[1]) : text.length,
    message: `not valid JSON: ${message}`,
    fix: 'Fix the JSON syntax near the selected place (a missing comma or quote is the usual cause).',
  };
}
