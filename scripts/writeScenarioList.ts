/**
 * docs/scenarios.md, the sandbox's scenarios by screen, written from the
 * scenario files themselves (sandbox/scenarios/*.json: `description`,
 * `screens`, `extends`), never typed: a new scenario is listed by running
 * `npm run format`, and `npm run check` says when the list is behind.
 *
 *   node --import tsx scripts/writeScenarioList.ts           write docs/scenarios.md
 *   node --import tsx scripts/writeScenarioList.ts --check   exit 1, saying so, when it is not as written here
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';

interface Scenario {
  name: string;
  description: string;
  screens: string[];
  extends?: string;
}

const FILE = join('docs', 'scenarios.md');

function scenariosIn(root: string): Scenario[] {
  const dir = join(root, 'sandbox', 'scenarios');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Partial<Scenario>;
      return {
        name: f.replace(/\.json$/, ''),
        description: String(doc.description ?? ''),
        screens: Array.isArray(doc.screens) ? doc.screens.map(String) : [],
        ...(typeof doc.extends === 'string' ? { extends: doc.extends } : {}),
      };
    });
}

/** Screen id → the first path that opens it (schemas/routes.json: the app's routes, then the promotion pages'). */
function pathsOf(root: string): Map<string, string> {
  const routes = JSON.parse(readFileSync(join(root, 'schemas', 'routes.json'), 'utf8')) as { routes: Record<string, string>; promo: Record<string, string> };
  const paths = new Map<string, string>();
  for (const [path, id] of Object.entries(routes.routes)) if (!paths.has(id)) paths.set(id, path);
  for (const [path, id] of Object.entries(routes.promo)) if (!paths.has(id)) paths.set(id, `/promo/#${path}`);
  return paths;
}

/** One line of a description: the scenario files write sentences, the table wants one cell. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The list as the repository keeps it: laid out by Prettier, as `npm run format` lays out every markdown file. */
export async function scenarioList(root: string): Promise<string> {
  const file = join(root, FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(scenarioMarkdown(root), { ...options, filepath: file });
}

function scenarioMarkdown(root: string): string {
  const scenarios = scenariosIn(root);
  const paths = pathsOf(root);
  const screens = [...new Set(scenarios.flatMap((s) => s.screens))].sort((a, b) => {
    const known = Number(paths.has(b)) - Number(paths.has(a));
    return known || a.localeCompare(b);
  });
  const lines = [
    '# Sandbox scenarios, by screen',
    '',
    '<!-- Written by scripts/writeScenarioList.ts from sandbox/scenarios/*.json: do not edit by hand; run `npm run format`. -->',
    '',
    `${scenarios.length} scenarios. Open a screen in one by adding \`?scenario=<name>\` to its address`,
    '(docs/sandbox.md says how the sandbox keeps it for the tab). A scenario that',
    'is about several screens is listed under each.',
    '',
  ];
  for (const screen of screens) {
    const path = paths.get(screen);
    lines.push(`## ${screen}${path ? ` (\`${path}\`)` : ''}`, '', '| scenario | what it answers |', '|---|---|');
    for (const s of scenarios.filter((x) => x.screens.includes(screen))) {
      lines.push(`| \`${s.name}\`${s.extends ? ` (from \`${s.extends}\`)` : ''} | ${cell(s.description)} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  const written = await scenarioList(root);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(join(root, FILE), 'utf8');
    } catch {
      // Missing: said below like a stale one.
    }
    if (current !== written) {
      console.error(`${FILE} does not list the scenarios of sandbox/scenarios/ as they are: run npm run format (it writes the list).`);
      process.exit(1);
    }
  } else {
    writeFileSync(join(root, FILE), written);
    console.log(`Wrote ${FILE}.`);
  }
}
