/**
 * What `npm run check:launch` finds: every value a borrower could see or a
 * server could receive that is still the sandbox's sample or reads like a
 * placeholder (docs/decisions/017-launch-check.md).
 *
 * Two kinds of rule:
 * - the manifest, schemas/launch.json: launch-critical values (file, JSON
 *   pointer, the sample shipped there) and pictures (the SHA-256 of the sample
 *   file). A value that still equals its sample is a finding; once staff put
 *   the real one in, the finding goes away. The sample values read like a
 *   product on purpose (screenshots and demos), so no word rule could tell.
 * - generic rules over everything shipped, whatever the manifest says: a text
 *   saying placeholder, sample or lorem; an example.com-style address; an
 *   empty value among the lender details and settings; a picture a schema
 *   names that public/ does not have; a shipped picture whose text says
 *   placeholder or illustration.
 *
 * Plain Node (no Vite): the build runs it before bundling.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { atPointer } from './atPointer.ts';
import { escapePointer } from '../renderer/index.ts';

export interface LaunchFinding {
  /** The file, relative to the project (a picture's own path for a picture). */
  file: string;
  /** JSON pointer inside the file; "" for a picture. */
  pointer: string;
  message: string;
  fix: string;
}

export interface LaunchManifest {
  values: { file: string; pointer: string; sample: unknown; where: string; fix: string }[];
  pictures: { file: string; sampleSha256: string; where: string; fix: string }[];
}

export const MANIFEST = 'schemas/launch.json';

/** Words that never belong in front of a borrower. */
const PLACEHOLDER_WORDS = /\b(placeholders?|sample|lorem|ipsum|dummy)\b/i;
/** Addresses reserved for documentation (RFC 2606) and this project's sample domains. */
const EXAMPLE_ADDRESS = /(^|[^\w-])([\w-]+\.)*example\.(com|net|org|ph)\b|\.(example|test|invalid|localhost)\b|\blocalhost\b/i;
/** What a shipped picture's own text must not say. */
const PICTURE_WORDS = /\b(placeholder|sample|lorem|illustration)\b/i;
/** A local picture a schema names (`/guide/gcash.svg`). */
const LOCAL_PICTURE = /^\/[\w./-]+\.(svg|png|jpe?g|webp|gif|avif)$/i;

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const json = (root: string, file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (v: unknown) => JSON.stringify(v);

/** Every string leaf under `value` with its JSON pointer; keys starting with "$" ($comment, $schema, $content) and `var` operands are skipped. */
function texts(value: unknown, pointer = ''): [string, string][] {
  if (typeof value === 'string') return [[pointer, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${pointer}/${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k.startsWith('$') || k === 'var' ? [] : texts(v, `${pointer}/${escapePointer(k)}`)));
  }
  return [];
}

/** Empty strings, lists and objects under `value` (the lender details and settings). */
function empties(value: unknown, pointer = ''): string[] {
  if (value === '' || (Array.isArray(value) && !value.length)) return [pointer];
  if (Array.isArray(value)) return value.flatMap((v, i) => empties(v, `${pointer}/${i}`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([k]) => !k.startsWith('$'));
    if (!entries.length) return [pointer];
    return entries.flatMap(([k, v]) => empties(v, `${pointer}/${escapePointer(k)}`));
  }
  return [];
}

const jsonFiles = (root: string, dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];

function filesUnder(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => (statSync(join(abs, name)).isDirectory() ? filesUnder(root, `${dir}/${name}`) : [`${dir}/${name}`]));
}

/** Every finding of the project below `root`, manifest findings first, each place once. */
export function launchFindings(root: string): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const seen = new Set<string>();
  const add = (f: LaunchFinding) => {
    const key = `${f.file}#${f.pointer}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(f);
  };

  if (!existsSync(join(root, MANIFEST))) {
    add({ file: MANIFEST, pointer: '', message: 'the launch manifest is missing', fix: 'Restore schemas/launch.json: it names the sample values to replace.' });
    return findings;
  }
  const manifest = json(root, MANIFEST) as LaunchManifest;

  // 1. Sample values and pictures the manifest names.
  for (const v of manifest.values ?? []) {
    const found = existsSync(join(root, v.file)) ? atPointer(json(root, v.file), v.pointer) : { found: false as const };
    if (!found.found) {
      add({ file: v.file, pointer: v.pointer, message: 'missing', fix: `Put the value back (${v.where}).` });
    } else if (same(found.value, v.sample)) {
      add({ file: v.file, pointer: v.pointer, message: `still the sample ${shown(v.sample)}: ${v.where}`, fix: v.fix });
    }
  }
  for (const p of manifest.pictures ?? []) {
    const path = join(root, p.file);
    if (!existsSync(path)) add({ file: p.file, pointer: '', message: 'missing picture', fix: p.fix });
    else if (sha256(path) === p.sampleSha256) add({ file: p.file, pointer: '', message: `still the sample picture: ${p.where}`, fix: p.fix });
  }

  // 2. Words and addresses no borrower should read, in every text the product ships.
  const shipped: { file: string; doc: unknown; parts?: string[] }[] = [
    ...['schemas/lender.json', 'schemas/config.json', 'schemas/copy.json'].map((file) => ({ file, doc: json(root, file) })),
    ...jsonFiles(root, 'schemas/content').map((file) => ({ file, doc: json(root, file) })),
    ...jsonFiles(root, 'schemas/markets').map((file) => ({ file, doc: json(root, file) })),
    // A screen's texts and constants, and those of the parts screens share; rules and bodies hold expressions, not words.
    ...[...jsonFiles(root, 'schemas/screens'), ...jsonFiles(root, 'schemas/parts')].map((file) => ({
      file,
      doc: json(root, file),
      parts: ['copy', 'constants'],
    })),
  ];
  for (const { file, doc, parts } of shipped) {
    const scoped = parts ? parts.flatMap((k) => texts((doc as Record<string, unknown>)?.[k], `/${k}`)) : texts(doc);
    for (const [pointer, value] of scoped) {
      const word = value.match(PLACEHOLDER_WORDS)?.[0];
      const address = value.match(EXAMPLE_ADDRESS)?.[0];
      if (word) add({ file, pointer, message: `says "${word}": ${shown(value)}`, fix: 'Write the real text (no borrower should read a placeholder).' });
      else if (address)
        add({ file, pointer, message: `an example address: ${shown(value)}`, fix: 'Put the real address (example.com-style addresses reach nobody).' });
    }
  }

  // 3. Empty lender details and settings.
  for (const file of ['schemas/lender.json', 'schemas/config.json']) {
    for (const pointer of empties(json(root, file)))
      add({ file, pointer, message: 'empty', fix: 'Fill it in (a borrower or the server would get nothing here).' });
  }
  const appName = atPointer(json(root, 'schemas/config.json'), '/appName');
  const lenderAppName = atPointer(json(root, 'schemas/lender.json'), '/appName');
  if (appName.found && lenderAppName.found && !same(appName.value, lenderAppName.value)) {
    add({
      file: 'schemas/config.json',
      pointer: '/appName',
      message: `${shown(appName.value)} differs from appName ${shown(lenderAppName.value)} in schemas/lender.json`,
      fix: 'Use the one app name in both files (the server gets this one, the legal texts show the other).',
    });
  }

  // 4. Pictures: every one a schema names is shipped, and no shipped picture says placeholder.
  const referencing = ['schemas/config.json', 'schemas/lender.json', ...jsonFiles(root, 'schemas/screens'), ...jsonFiles(root, 'schemas/parts')];
  for (const file of referencing) {
    for (const [pointer, value] of texts(json(root, file))) {
      if (LOCAL_PICTURE.test(value) && !existsSync(join(root, 'public', value))) {
        add({ file, pointer, message: `names the picture ${value}, which public/ does not have`, fix: `Add public${value} or name a picture that is there.` });
      }
    }
  }
  for (const file of filesUnder(root, 'public').filter((f) => /\.(svg|html?|txt|json)$/i.test(f))) {
    const word = readFileSync(join(root, file), 'utf8').match(PICTURE_WORDS)?.[0];
    if (word) add({ file, pointer: '', message: `its text says "${word}"`, fix: 'Replace the file with the finished one.' });
  }
  return findings;
}

/** "file#/pointer: message → fix" (a picture: "file: message → fix"). */
export function formatLaunchFinding(f: LaunchFinding): string {
  return `${f.file}${f.pointer ? `#${f.pointer}` : ''}: ${f.message}\n    → ${f.fix}`;
}
