/**
 * Where a JSON pointer's value sits in the text product staff edit, so a
 * finding can select the broken line. The text is known to be valid JSON
 * (it parsed), so the scanner does not check syntax.
 */
import { escapePointer } from '../renderer/index.ts';
export interface Span {
  start: number;
  end: number;
}

/** Every value's span, by JSON pointer ("" is the whole document). */
export function jsonSpans(text: string): Map<string, Span> {
  const spans = new Map<string, Span>();
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    skip();
    const start = i;
    const open = text[i];
    if (open === '{' || open === '[') {
      i++;
      skip();
      let index = 0;
      while (i < text.length && text[i] !== (open === '{' ? '}' : ']')) {
        if (open === '{') {
          skip();
          const key = readString();
          skip();
          i++; // the colon
          value(`${path}/${escapePointer(key)}`);
        } else {
          value(`${path}/${index++}`);
        }
        skip();
        if (text[i] === ',') i++;
        skip();
      }
      i++;
    } else if (open === '"') {
      readString();
    } else {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    }
    spans.set(path, { start, end: i });
  };
  value('');
  return spans;
}

/** The span of the pointer's value, or of its nearest existing parent. */
export function locate(text: string, pointer: string): Span | null {
  let spans: Map<string, Span>;
  try {
    spans = jsonSpans(text);
  } catch {
    return null;
  }
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const span = spans.get(p);
    if (span) return span;
    if (!p) return null;
  }
}

/** 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let k = 0; k < offset && k < text.length; k++) if (text[k] === '\n') line++;
  return line;
}
