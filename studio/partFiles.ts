/**
 * The shared parts (schemas/parts/<id>.json) as their files hold them: the
 * text the live preview edits and goes back to, and the document screens
 * are drawn with until a draft changes it. A few small files, loaded up front.
 */
import type { PartDoc } from '../renderer/index.ts';

const texts = import.meta.glob<string>('../schemas/parts/*.json', { query: '?raw', import: 'default', eager: true });

export const partFiles: { [id: string]: { text: string; doc: PartDoc } } = Object.fromEntries(
  Object.entries(texts).map(([path, text]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), { text, doc: JSON.parse(text) as PartDoc }]),
);
