// @vitest-environment node
/**
 * The launch check (`npm run check:launch`, scripts/launchFindings.ts and the
 * build's step scripts/checkLaunch.ts; docs/decisions/017-launch-check.md):
 *
 * - on the shipped files it fails and names EVERY sample value, picture and
 *   placeholder a borrower could see or a server could receive, each with its
 *   file and JSON pointer and what to do;
 * - on a copy of the project with the real lender's values and pictures in
 *   (the fixture below) it passes with exit 0;
 * - its generic rules catch what the manifest does not name (the word
 *   placeholder in a text, an example.com address, an empty value, a picture
 *   a schema names that public/ lacks, a picture whose text says placeholder);
 * - `npm run build` warns and goes on, and refuses with
 *   `"launch": {"refusePlaceholders": true}` or LAUNCH_STRICT=1;
 * - the schema check keeps schemas/launch.json honest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFindings, type LaunchManifest } from '../../scripts/launchFindings.ts';
import { checkLaunchManifest } from '../../scripts/checkLaunchManifest.ts';
import { root } from '../support/runScreen.ts';
import manifestFile from '../../schemas/launch.json' with { type: 'json' };
import packageJson from '../../package.json' with { type: 'json' };

const manifest = manifestFile as unknown as LaunchManifest;
const places = (findings: { file: string; pointer: string }[]) => findings.map((f) => `${f.file}#${f.pointer}`);

/** The real lender's details, as staff would fill them in (a fictional lender, values unlike the samples). */
const FILLED: Record<string, Record<string, unknown>> = {
  'schemas/lender.json': {
    '/companyName': 'Tanglaw Credit Lending Corp.',
    '/tradeName': 'Tanglaw',
    '/secRegistrationNo': 'CS202107788',
    '/certificateOfAuthorityNo': '3721',
    '/address': '8/F Ortigas Center Building, Pasig City, Metro Manila 1605',
    '/telephone': '+63 2 8812 3300',
    '/supportEmail': 'help@tanglaw.ph',
    '/grievanceOfficer': 'Jose Reyes, Data Protection Officer',
    '/grievanceEmail': 'privacy@tanglaw.ph',
    '/appName': 'Tanglaw',
  },
  'schemas/config.json': {
    '/appName': 'Tanglaw',
    '/urlCheck/allowedHosts': ['pay.tanglaw.ph', 'docs.tanglaw.ph'],
    '/promo/iosDownloadUrl': 'https://apps.apple.com/ph/app/tanglaw/id6400000000',
    '/promo/androidDownloadUrl': 'https://play.google.com/store/apps/details?id=ph.tanglaw.app',
  },
};

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A copy of what the check reads (schemas/, public/), optionally with the real values and pictures in. */
function project({ filled }: { filled: boolean }): string {
  dir = mkdtempSync(join(tmpdir(), 'launch-check-'));
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
  if (filled) {
    for (const [file, values] of Object.entries(FILLED)) edit(file, (doc) => Object.entries(values).forEach(([pointer, v]) => setAt(doc, pointer, v)));
    for (const p of manifest.pictures) {
      // The lender's own picture: here the sample redrawn with its biller name.
      const svg = readFileSync(join(dir, p.file), 'utf8').replaceAll('PesoLoan', 'Tanglaw');
      writeFileSync(join(dir, p.file), svg === readFileSync(join(root, p.file), 'utf8') ? svg.replace('</svg>', '<!-- Tanglaw --></svg>') : svg);
    }
  }
  return dir;
}

function setAt(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointer.slice(1).split('/');
  let cur = doc;
  for (const part of parts.slice(0, -1)) cur = cur[part] as Record<string, unknown>;
  cur[parts.at(-1)!] = value;
}

function edit(file: string, change: (doc: Record<string, unknown>) => void): void {
  const path = join(dir, file);
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

/** The CLI as `npm run check:launch` (or the build, with --build) runs it. */
function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'checkLaunch.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LAUNCH_STRICT: '', ...env },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('launch check on the shipped files', () => {
  const findings = launchFindings(root);

  it('names every sample value and picture, with file, JSON pointer and what to do', () => {
    expect(places(findings)).toEqual([
      'schemas/lender.json#/companyName',
      'schemas/lender.json#/tradeName',
      'schemas/lender.json#/secRegistrationNo',
      'schemas/lender.json#/certificateOfAuthorityNo',
      'schemas/lender.json#/address',
      'schemas/lender.json#/telephone',
      'schemas/lender.json#/supportEmail',
      'schemas/lender.json#/grievanceOfficer',
      'schemas/lender.json#/grievanceEmail',
      'schemas/lender.json#/appName',
      'schemas/config.json#/appName',
      'schemas/config.json#/urlCheck/allowedHosts',
      'schemas/config.json#/promo/iosDownloadUrl',
      'schemas/config.json#/promo/androidDownloadUrl',
      'public/guide/gcash.svg#',
      'public/guide/maya.svg#',
      'public/guide/store.svg#',
      'public/guide/instructions.svg#',
      'public/brand/app-logo.svg#',
    ]);
    for (const f of findings) {
      expect(f.message, `${f.file}#${f.pointer}`).toMatch(/sample/);
      expect(f.fix.length, `${f.file}#${f.pointer} says what to do`).toBeGreaterThan(20);
    }
    expect(findings.find((f) => f.pointer === '/urlCheck/allowedHosts')?.message).toMatch(/any host/);
  });

  it('the CLI exits 1 and prints every finding', () => {
    const { status, out } = run([]);
    expect(status).toBe(1);
    expect(out).toContain(`${findings.length} value(s) to replace`);
    for (const place of places(findings)) expect(out).toContain(place.replace(/#$/, ':'));
  });

  it('no shipped picture or text says placeholder (the sandbox reads like the product)', () => {
    const generic = findings.filter((f) => !/still the sample/.test(f.message));
    expect(generic).toEqual([]);
  });
});

describe('launch check on a project with the real values in', () => {
  it('passes: nothing found, exit 0', () => {
    const d = project({ filled: true });
    expect(launchFindings(d)).toEqual([]);
    const { status, out } = run(['--root', d]);
    expect(out).toMatch(/no sample or placeholder value left/);
    expect(status).toBe(0);
  });

  it('one value left as the sample is the one finding', () => {
    const d = project({ filled: true });
    edit('schemas/lender.json', (doc) => (doc.certificateOfAuthorityNo = '3456'));
    expect(places(launchFindings(d))).toEqual(['schemas/lender.json#/certificateOfAuthorityNo']);
  });

  it('generic rules: placeholder words, example addresses, empty values, a missing picture, a picture saying placeholder, two app names', () => {
    const d = project({ filled: true });
    edit('schemas/lender.json', (doc) => {
      doc.address = 'PLACEHOLDER address';
      doc.telephone = '';
    });
    edit('schemas/copy.json', (doc) => ((doc.fil as Record<string, unknown>).serviceHint = 'Sumulat sa help@lender.example.com'));
    edit('schemas/content/aboutUs.json', (doc) => ((doc.en as { title: string }).title = 'Lorem ipsum'));
    edit('schemas/config.json', (doc) => {
      (doc.repay as Record<string, string>).instructionsImage = '/guide/missing.png';
      doc.appName = 'Tanglaw Loans';
    });
    writeFileSync(join(d, 'public', 'guide', 'store.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><text>Illustration (placeholder)</text></svg>');
    const found = launchFindings(d);
    expect(places(found)).toEqual([
      'schemas/lender.json#/address',
      'schemas/copy.json#/fil/serviceHint',
      'schemas/content/aboutUs.json#/en/title',
      'schemas/lender.json#/telephone',
      'schemas/config.json#/appName',
      'schemas/config.json#/repay/instructionsImage',
      'public/guide/store.svg#',
    ]);
    expect(found.map((f) => f.message)).toEqual([
      expect.stringMatching(/says "PLACEHOLDER"/),
      expect.stringMatching(/example address/),
      expect.stringMatching(/says "Lorem"/),
      'empty',
      expect.stringMatching(/differs from appName "Tanglaw"/),
      expect.stringMatching(/public\/ does not have/),
      expect.stringMatching(/says "Illustration"|says "placeholder"/),
    ]);
  });
});

describe('npm run build and the refuse setting', () => {
  it('the build runs the check in build mode before bundling', () => {
    expect(packageJson.scripts.build).toMatch(/scripts\/checkLaunch\.ts --build && vite build/);
    expect(packageJson.scripts['check:launch']).toMatch(/scripts\/checkLaunch\.ts$/);
  });

  it('by default the build warns with every finding and goes on (exit 0)', () => {
    const { status, out } = run(['--build']);
    expect(status).toBe(0);
    expect(out).toContain(`WARNING Launch check: ${launchFindings(root).length} sample or placeholder value(s)`);
    expect(out).toContain('schemas/lender.json#/secRegistrationNo');
  });

  it('"launch": {"refusePlaceholders": true} in schemas/config.json refuses the build (exit 1)', () => {
    const d = project({ filled: false });
    edit('schemas/config.json', (doc) => (doc.launch = { refusePlaceholders: true }));
    const { status, out } = run(['--build', '--root', d]);
    expect(status).toBe(1);
    expect(out).toMatch(/the build is refused/);
    expect(out).toContain('schemas/config.json#/promo/iosDownloadUrl');
  });

  it('LAUNCH_STRICT=1 refuses the build too', () => {
    const { status, out } = run(['--build'], { LAUNCH_STRICT: '1' });
    expect(status).toBe(1);
    expect(out).toMatch(/the build is refused/);
  });

  it('with the real values in, the refusing build goes on', () => {
    const d = project({ filled: true });
    edit('schemas/config.json', (doc) => (doc.launch = { refusePlaceholders: true }));
    expect(run(['--build', '--root', d]).status).toBe(0);
  });
});

describe('the schema check of schemas/launch.json', () => {
  it('passes the shipped manifest', () => {
    expect(checkLaunchManifest(root)).toEqual([]);
  });

  it('names a pointer that leads nowhere, a missing picture, a bad hash, a twice-named place and a refuse setting that is not true or false', () => {
    const d = project({ filled: false });
    edit('schemas/launch.json', (doc) => {
      const values = doc.values as { pointer: string }[];
      values[0].pointer = '/companyNmae';
      values[2].pointer = '/tradeName';
      const pictures = doc.pictures as { file: string; sampleSha256: string }[];
      pictures[0].file = 'public/guide/gone.svg';
      pictures[1].sampleSha256 = 'abc';
    });
    edit('schemas/config.json', (doc) => (doc.launch = { refusePlaceholders: 'yes' }));
    expect(checkLaunchManifest(d).map((f) => `${f.file}#${f.pointer}: ${f.message}`)).toEqual([
      'schemas/launch.json#/values/0/pointer: schemas/lender.json has nothing at /companyNmae',
      'schemas/launch.json#/values/2/pointer: schemas/lender.json#/tradeName is named twice',
      'schemas/launch.json#/pictures/0/file: no picture public/guide/gone.svg',
      'schemas/launch.json#/pictures/1/sampleSha256: not a SHA-256',
      'schemas/config.json#/launch/refusePlaceholders: "yes" is not true or false',
    ]);
  });
});
