/**
 * docs/scenarios.md is written from the scenario files (scripts/writeScenarioList.ts), never typed: it lists every
 * scenario under every screen it names, with its own description, and the file in the repository is that list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioList } from '../../../scripts/writeScenarioList.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dir = join(root, 'sandbox', 'scenarios');

describe('the scenario list', () => {
  it('lists every scenario under each screen it is about, with its description', async () => {
    const list = await scenarioList(root);
    const sections = list.split(/^## /m).slice(1);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const { description, screens } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { description: string; screens: string[] };
      const name = file.replace(/\.json$/, '');
      for (const screen of screens) {
        const section = sections.find((s) => s.startsWith(`${screen} `) || s.startsWith(`${screen}\n`));
        expect(section, `${name} under ${screen}`).toContain(`\`${name}\``);
        expect(section).toContain(description.replace(/\s+/g, ' ').trim().slice(0, 40));
      }
    }
  });

  it('gives each row the address that opens the screen in its scenario, with the query it needs', async () => {
    const list = await scenarioList(root);
    const row = list.split('\n').find((line) => line.startsWith('| `order-174-delay`'));
    expect(row).toMatch(/`\/orderDetail\?[^`]*scenario=order-174-delay[^`]*`/);
    expect(row).toMatch(/orderId=/);
  });

  it('is what docs/scenarios.md holds (npm run check says so when it is not; npm run format writes it)', async () => {
    expect(readFileSync(join(root, 'docs', 'scenarios.md'), 'utf8')).toBe(await scenarioList(root));
  });
});
