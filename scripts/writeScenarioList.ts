/**
 * docs/scenarios.md, the sandbox's scenarios by screen, written from the
 * scenario files themselves (sandbox/scenarios/*.json: `description`,
 * `screens`, `extends`), never typed: a new scenario is listed by running
 * `npm run format`, and `npm run check` says when the list is behind.
 *
 *   node --import tsx scripts/writeScenarioList.ts           write docs/scenarios.md
 *   node --import tsx scripts/writeScenarioList.ts --check   exit 1, saying so, when it is not as written here
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
// The scenarios as the sandbox reads them, and the address each screen opens in (the e2e walks read the same).
import { addressOf, scenarios } from '../tests/support/scenarioAddresses.ts';

const FILE = join('docs', 'scenarios.md');

/** One line of a description: the scenario files write sentences, the table wants one cell. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The list as the repository keeps it: laid out by Prettier, as `npm run format` lays out every markdown file. */
export async function scenarioList(root: string): Promise<string> {
  const file = join(root, FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(scenarioMarkdown(), { ...options, filepath: file });
}

function scenarioMarkdown(): string {
  const names = Object.keys(scenarios).sort();
  const pathOf = (screen: string) => addressOf(screen, 'default', 'en')?.split('?')[0];
  const screens = [...new Set(names.flatMap((name) => scenarios[name].screens ?? []))].sort((a, b) => {
    const known = Number(!!pathOf(b)) - Number(!!pathOf(a));
    return known || a.localeCompare(b);
  });
  const lines = [
    '# Sandbox scenarios, by screen',
    '',
    '<!-- Written by scripts/writeScenarioList.ts from sandbox/scenarios/*.json: do not edit by hand; run `npm run format`. -->',
    '',
    `${names.length} scenarios. Each row gives the address that opens the screen in the scenario, with the query it`,
    'needs (add `&lang=fil` for Filipino; docs/sandbox.md says how the sandbox keeps the scenario for the tab). A',
    'scenario that is about several screens is listed under each.',
    '',
  ];
  for (const screen of screens) {
    const path = pathOf(screen);
    lines.push(`## ${screen}${path ? ` (\`${path}\`)` : ''}`, '', '| scenario | address | what it answers |', '|---|---|---|');
    for (const name of names.filter((n) => (scenarios[n].screens ?? []).includes(screen))) {
      const own = scenarios[name];
      const address = addressOf(screen, name, 'en')?.replace(/&lang=en$/, '');
      lines.push(
        `| \`${name}\`${own.extends ? ` (from \`${own.extends}\`)` : ''} | ${address ? `\`${address}\`` : '—'} | ${cell(String(own.description ?? ''))} |`,
      );
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
