/**
 * The schema check of schemas/launch.json (part of `npm run check`): the
 * launch check can only name a sample that is really there, so every value's
 * file and JSON pointer must exist, every picture must be a file with a
 * SHA-256, and each place is named once. Also the build's refuse setting
 * (`launch.refusePlaceholders` in schemas/config.json) must be true or false.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../renderer/check.ts';
import { atPointer } from './atPointer.ts';
import { MANIFEST, type LaunchManifest } from './launchFindings.ts';

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function checkLaunchManifest(root: string): Finding[] {
  const findings: Finding[] = [];
  const add = (pointer: string, message: string, fix: string) => findings.push({ file: MANIFEST, pointer, message, fix });
  let manifest: Partial<LaunchManifest>;
  try {
    manifest = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8'));
  } catch (e) {
    add('', `cannot be read: ${(e as Error).message}`, 'Restore schemas/launch.json (the launch check reads the sample values from it).');
    return findings;
  }
  const places = new Set<string>();
  for (const [i, v] of (Array.isArray(manifest.values) ? manifest.values : []).entries()) {
    const at = `/values/${i}`;
    if (!isText(v?.file) || !isText(v?.pointer)) {
      add(at, 'a value needs "file" and "pointer"', 'Name the file (schemas/lender.json) and the JSON pointer (/companyName).');
      continue;
    }
    if (places.has(`${v.file}#${v.pointer}`)) add(`${at}/pointer`, `${v.file}#${v.pointer} is named twice`, 'Keep one entry per place.');
    places.add(`${v.file}#${v.pointer}`);
    if (!('sample' in v)) add(at, 'no "sample"', 'Give the sample value shipped there (the launch check compares with it).');
    if (!isText(v.where) || !isText(v.fix)) add(at, 'a value needs "where" and "fix"', 'Say where a borrower or the server meets it, and what to put instead.');
    const path = join(root, v.file);
    if (!existsSync(path)) {
      add(`${at}/file`, `no file ${v.file}`, 'Name a file of the project (relative to its root).');
      continue;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      add(`${at}/file`, `${v.file} is not JSON`, 'Name a JSON document.');
      continue;
    }
    if (!atPointer(doc, v.pointer).found)
      add(`${at}/pointer`, `${v.file} has nothing at ${v.pointer}`, 'Correct the pointer (e.g. /promo/iosDownloadUrl) or remove the entry.');
  }
  if (!Array.isArray(manifest.values)) add('/values', 'no list of values', 'List the launch-critical values: [{file, pointer, sample, where, fix}].');
  if (!Array.isArray(manifest.pictures)) add('/pictures', 'no list of pictures', 'List the sample pictures: [{file, sampleSha256, where, fix}].');
  for (const [i, p] of (Array.isArray(manifest.pictures) ? manifest.pictures : []).entries()) {
    const at = `/pictures/${i}`;
    if (!isText(p?.file) || !existsSync(join(root, p.file)))
      add(`${at}/file`, `no picture ${String(p?.file)}`, 'Name a file of public/ (public/guide/gcash.svg).');
    if (!/^[0-9a-f]{64}$/.test(String(p?.sampleSha256))) add(`${at}/sampleSha256`, 'not a SHA-256', "Put the sample file's hash: sha256sum <file>.");
    if (!isText(p?.where) || !isText(p?.fix)) add(at, 'a picture needs "where" and "fix"', 'Say where a borrower sees it, and what to put instead.');
  }
  try {
    const config = JSON.parse(readFileSync(join(root, 'schemas', 'config.json'), 'utf8')) as { launch?: { refusePlaceholders?: unknown } };
    const refuse = config.launch?.refusePlaceholders;
    if (refuse !== undefined && typeof refuse !== 'boolean') {
      findings.push({
        file: 'schemas/config.json',
        pointer: '/launch/refusePlaceholders',
        message: `${JSON.stringify(refuse)} is not true or false`,
        fix: 'Write true (the production build refuses sample values) or false (it warns).',
      });
    }
  } catch {
    // schemas/config.json's own reading failure is reported by the schema check.
  }
  return findings;
}
