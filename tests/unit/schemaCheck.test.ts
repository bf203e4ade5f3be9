// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject, type Finding } from '../../scripts/schemaCheck.ts';
import { projectNames } from '../../app/projectNames.ts';
import { root } from '../support/runScreen.ts';
import { scratchProject } from '../support/scratchProject.ts';

// The names and contracts npm run check has (a route argument is known by its action's contract: nav.go's `to`).
const names = projectNames();
const scratch = scratchProject();

/** A copy of the project's schemas and fixtures, with `edit` applied to one document (a screen by default). */
const projectWith = (edit: (doc: Record<string, unknown>) => void, file = 'schemas/screens/orderDetail.json') => scratch.edit(file, edit);

const check = (d: string) => checkProject(d, names);
const one = (findings: Finding[], re: RegExp) => findings.find((f) => re.test(f.message));

afterEach(() => scratch.remove());

describe('schema check', () => {
  it('passes the shipped schemas', () => {
    expect(checkProject(root, names)).toEqual([]);
  });

  it('names an unknown widget with its file, pointer and the widgets to use', () => {
    const f = one(check(projectWith((d) => ((d.body as { widget: string }[])[0].widget = 'Pgae'))), /unknown widget "Pgae"/);
    expect(f).toMatchObject({ file: 'schemas/screens/orderDetail.json', pointer: '/body/0/widget' });
    expect(f?.fix).toMatch(/Page/);
  });

  it('finds an unknown action, handler, rule, table, copy text and route', () => {
    const findings = check(
      projectWith((d) => {
        const handlers = d.handlers as Record<string, { action: string; args?: Record<string, unknown> }[]>;
        handlers.rollover[0].action = 'nav.gogo';
        handlers.repay[1].args = { to: '/nowhere' };
        handlers.borrowAgain.push({ action: 'run', args: { handler: 'missingHandler' } });
        (d.rules as Record<string, unknown>).extra = { rule: 'ghost' };
        (d.rules as Record<string, unknown>).extra2 = { table: 'ghostTable' };
        (d.rules as Record<string, unknown>).extra3 = { var: 'copy.noSuchText' };
      }),
    );
    expect(one(findings, /unknown action "nav.gogo"/)?.pointer).toBe('/handlers/rollover/0/action');
    expect(one(findings, /no route "\/nowhere"/)?.pointer).toBe('/handlers/repay/1/args/to');
    expect(one(findings, /unknown handler "missingHandler"/)).toBeTruthy();
    expect(one(findings, /unknown rule "ghost"/)?.pointer).toBe('/rules/extra/rule');
    expect(one(findings, /unknown table "ghostTable"/)).toBeTruthy();
    expect(one(findings, /no text "noSuchText"/)?.fix).toMatch(/Add "noSuchText"/);
  });

  it("reports a comparison with a value the table never answers (a misspelt popup name would never show), with the table's answers", () => {
    const findings = check(
      projectWith((d) => {
        const rating = (d.body as { key?: string; if?: unknown }[]).find((n) => n.key === 'rating')!;
        rating.if = { '==': [{ table: 'popup' }, 'ratng'] };
      }),
    );
    const f = one(findings, /compares table "popup" with "ratng", which it never answers/);
    expect(f?.pointer).toMatch(/^\/body\/\d+\/if\/==\/1$/);
    expect(f?.fix).toMatch(/^Use one of: "rating"/);
    // Comparing with what the table does answer (here its else, null) is fine.
    const fine = check(
      projectWith((d) => {
        const rating = (d.body as { key?: string; if?: unknown }[]).find((n) => n.key === 'rating')!;
        rating.if = { '!=': [{ table: 'popup' }, null] };
      }),
    );
    expect(one(fine, /never answers/)).toBeUndefined();
  });

  it('reports a gap in a table without else, and a row that can never win', () => {
    const findings = check(
      projectWith((d) => {
        const tables = d.tables as Record<string, { rows: unknown[]; else?: unknown }>;
        delete tables.statusButtons.else;
        const rows = tables.statusLook.rows;
        rows.push(rows[0]);
      }),
    );
    expect(one(findings, /no row covers status "21", isDelay "0"/)?.pointer).toBe('/tables/statusButtons/rows');
    expect(one(findings, /row 8 is never the first match/)?.pointer).toBe('/tables/statusLook/rows/7');
  });

  it('reports a row reading a name the table does not declare as that, with the nearest input, not as a row that never wins', () => {
    const findings = check(
      projectWith((d) => {
        const tables = d.tables as Record<string, { rows: { when: { and: { '==': [{ var: string }, string] }[] } }[] }>;
        tables.statusButtons.rows[0].when.and[1]['=='][0].var = 'isdelay';
      }),
    );
    expect(one(findings, /row 1 reads "isdelay", which is not an input of the table/)).toMatchObject({
      pointer: '/tables/statusButtons/rows/0/when/and/1/==/0/var',
      fix: expect.stringMatching(/nearest first: isDelay/),
    });
    expect(findings.filter((f) => f.pointer.startsWith('/tables/statusButtons/')).map((f) => f.message)).toEqual([
      'row 1 reads "isdelay", which is not an input of the table',
    ]);
  });

  it('reports what the meta-schema refuses (a misspelt key) and broken JSON', () => {
    const findings = check(projectWith((d) => (d.hanlders = {})));
    expect(one(findings, /unknown key "hanlders"/)?.fix).toMatch(/Check its spelling/);
    scratch.remove();
    const d2 = projectWith(() => {});
    writeFileSync(join(d2, 'schemas/screens/orderDetail.json'), '{ "id": "orderDetail", ');
    expect(one(check(d2), /not valid JSON/)?.file).toBe('schemas/screens/orderDetail.json');
  });

  it('checks routes and scenario fixtures', () => {
    const d = projectWith((doc) => ((doc.routes as Record<string, string>)['/x'] = 'ghostScreen'), 'schemas/routes.json');
    writeFileSync(
      join(d, 'sandbox/scenarios/bad.json'),
      JSON.stringify({ description: 'x', screens: ['nope'], defaultFor: ['orderDetial'], responses: { loanDetail: {} } }),
    );
    const findings = check(d);
    expect(one(findings, /missing screen "ghostScreen"/)?.pointer).toBe('/routes/~1x');
    expect(one(findings, /unknown screen "nope"/)?.file).toBe('sandbox/scenarios/bad.json');
    expect(one(findings, /unknown endpoint "loanDetail"/)?.fix).toMatch(/loanDetails/);
    expect(one(findings, /unknown screen "orderDetial"/)).toMatchObject({ pointer: '/defaultFor/0', fix: expect.stringMatching(/^Use one of: orderDetail/) });
    writeFileSync(join(d, 'sandbox/scenarios/also.json'), JSON.stringify({ description: 'x', screens: ['orderDetail'], defaultFor: ['orderDetail'] }));
    writeFileSync(join(d, 'sandbox/scenarios/zz-again.json'), JSON.stringify({ description: 'y', screens: ['orderDetail'], defaultFor: ['orderDetail'] }));
    expect(one(check(d), /"orderDetail" is already the default of sandbox\/scenarios\/also\.json/)).toMatchObject({
      file: 'sandbox/scenarios/zz-again.json',
      pointer: '/defaultFor/0',
    });
  });

  it('finds unknown constants, settings, local state and data sources, each with its fix', () => {
    const findings = check(
      projectWith((d) => {
        const rules = d.rules as Record<string, unknown>;
        rules.c1 = { var: 'constants.noSuchConstant' };
        rules.c2 = { var: 'config.noSuchSetting' };
        rules.c3 = { var: 'state.neverSet' };
        rules.c4 = { var: 'data.orders.list' };
        (d.data as Record<string, { action: string }>).detail.action = 'api.loanDetail';
      }),
    );
    expect(one(findings, /no constant "noSuchConstant"/)?.fix).toBe('Add "noSuchConstant" under "constants".');
    expect(one(findings, /no setting "noSuchSetting" in schemas\/config.json/)?.pointer).toBe('/rules/c2/var');
    expect(one(findings, /local state "neverSet" has no initial value/)?.fix).toMatch(/under "state"/);
    expect(one(findings, /no data source "orders"/)?.fix).toMatch(/detail/);
    expect(one(findings, /unknown action "api.loanDetail"/)).toMatchObject({ pointer: '/data/detail/action', fix: expect.stringMatching(/api.loanDetails/) });
  });

  it('checks the id, the $schema line and the domains of a table', () => {
    const findings = check(
      projectWith((d) => {
        d.id = 'orderDetails';
        delete d.$schema;
        const tables = d.tables as Record<string, { domains: Record<string, unknown[]> }>;
        tables.statusButtons.domains.colour = ['red'];
        tables.statusLook.domains.Status = tables.statusLook.domains.status;
        delete tables.statusLook.domains.status;
      }),
    );
    expect(one(findings, /id "orderDetails" differs from the file name/)?.fix).toBe('Set "id" to "orderDetail".');
    expect(one(findings, /no "\$schema" reference/)?.pointer).toBe('/$schema');
    expect(one(findings, /"colour" is not an input of the table/)?.pointer).toBe('/tables/statusButtons/domains/colour');
    expect(one(findings, /"Status" is not an input of the table/)).toMatchObject({
      pointer: '/tables/statusLook/domains/Status',
      fix: expect.stringMatching(/nearest first: status\)/),
    });
  });

  it('checks forms: every field has its message and the JSON Schema compiles', () => {
    const findings = check(
      projectWith((d) => {
        const form = (d.forms as Record<string, { schema: { properties: Record<string, { pattern?: string }> }; messages: Record<string, unknown> }>).register;
        delete form.messages.captcha;
        form.schema.properties.mobile.pattern = '([0-9]';
      }, 'schemas/screens/promoRegister.json'),
    );
    expect(one(findings, /no message for field "captcha"/)).toMatchObject({ file: 'schemas/screens/promoRegister.json', pointer: '/forms/register/messages' });
    expect(one(findings, /the form's JSON Schema does not compile/)?.pointer).toBe('/forms/register/schema');
  });

  it('finds a missing long-text file, scenario without description or with an unknown parent, and a missing not-found screen', () => {
    const d = projectWith((doc) => {
      for (const copy of Object.values(doc.copy as Record<string, Record<string, unknown>>)) {
        const key = Object.keys(copy).find((k) => (copy[k] as { $content?: string })?.$content) as string;
        copy[key] = { $content: 'privacyPolicyy' };
      }
    }, 'schemas/screens/privacyPolicy.json');
    writeFileSync(join(d, 'sandbox/scenarios/odd.json'), JSON.stringify({ extends: 'defualt', screens: [] }));
    const routes = JSON.parse(readFileSync(join(d, 'schemas/routes.json'), 'utf8'));
    routes.notFound = 'missing';
    writeFileSync(join(d, 'schemas/routes.json'), JSON.stringify(routes));
    const findings = check(d);
    expect(one(findings, /no content file "privacyPolicyy"/)?.fix).toBe('Create schemas/content/privacyPolicyy.json or correct the name.');
    expect(one(findings, /no description/)?.file).toBe('sandbox/scenarios/odd.json');
    expect(one(findings, /extends unknown scenario "defualt"/)?.fix).toMatch(/default/);
    expect(one(findings, /the not-found screen is missing/)?.pointer).toBe('/notFound');
  });

  it('says what a new endpoint, screen and scenario still need: a default answer, a route, the screens it is about', () => {
    const d = projectWith((doc) => delete (doc.routes as Record<string, string>)['/bindBank'], 'schemas/routes.json');
    writeFileSync(join(d, 'sandbox/scenarios/no-screens.json'), JSON.stringify({ description: 'x', responses: {} }));
    // The endpoint table plus one new name the default scenario does not answer; the captcha picture needs no answer.
    const findings = checkProject(d, { ...names, endpoints: [...names.endpoints, 'newEndpoint'] });
    expect(findings.filter((f) => /has no answer in the default scenario/.test(f.message))).toEqual([
      {
        file: 'sandbox/scenarios/default.json',
        pointer: '/responses',
        message: 'endpoint "newEndpoint" (actions/api/endpoints.ts) has no answer in the default scenario',
        fix: expect.stringMatching(/"newEndpoint": \{ "body": \{ "code"/),
      },
    ]);
    expect(one(findings, /no route opens screen "bindBank"/)).toMatchObject({
      file: 'schemas/routes.json',
      fix: expect.stringMatching(/"\/bindBank": "bindBank"/),
    });
    expect(one(findings, /names no screen/)).toMatchObject({ file: 'sandbox/scenarios/no-screens.json', pointer: '/screens' });
  });
});

describe('copy catalogue check (every language, every key, nothing unused)', () => {
  type Texts = Record<string, Record<string, unknown>>;
  const copyOf = (d: Record<string, unknown>) => d.copy as Texts;

  it('finds a text missing in one language, an empty one, a key in one language only and a list of another length', () => {
    const findings = check(
      projectWith((d) => {
        const copy = copyOf(d);
        delete copy.fil.title;
        copy.fil.submit = ' ';
        copy.fil.submitt = 'Isumite na';
        (copy.fil.starLabels as string[]).pop();
      }),
    );
    const missing = one(findings, /text missing in Filipino \(fil\): "title"$/);
    expect(missing).toMatchObject({ file: 'schemas/screens/orderDetail.json', pointer: '/copy/fil/title' });
    // The fix quotes the English text to translate, whatever the copy says now.
    const englishTitle = (JSON.parse(readFileSync(join(root, 'schemas/screens/orderDetail.json'), 'utf8')) as { copy: Texts }).copy.en.title as string;
    expect(missing?.fix).toContain(`Filipino for ${JSON.stringify(englishTitle)}`);
    expect(missing?.fix).toMatch(/\/copy\/en\/title/);
    expect(one(findings, /"submit" is empty/)?.pointer).toBe('/copy/fil/submit');
    const extra = one(findings, /key "submitt" is in Filipino \(fil\) only/);
    expect(extra?.pointer).toBe('/copy/fil/submitt');
    expect(extra?.fix).toMatch(/English \(en\)/);
    expect(one(findings, /Filipino \(fil\) has 4 item\(s\) here, English \(en\) has 5/)?.pointer).toBe('/copy/fil/starLabels');
  });

  it('finds a screen without one of the languages', () => {
    const findings = check(projectWith((d) => delete copyOf(d).fil));
    expect(one(findings, /no Filipino \(fil\) texts/)).toMatchObject({ pointer: '/copy/fil', fix: expect.stringMatching(/same keys as "en"/) });
  });

  it('finds a copy key that no rule or node uses, in a screen and in schemas/copy.json', () => {
    projectWith((d) => {
      copyOf(d).en.forgotten = 'Old text';
      copyOf(d).fil.forgotten = 'Lumang teksto';
    });
    const findings = check(
      projectWith((d) => {
        (d.en as Record<string, unknown>).orphan = 'Nobody shows me';
        (d.fil as Record<string, unknown>).orphan = 'Walang nagpapakita';
      }, 'schemas/copy.json'),
    );
    expect(one(findings, /copy key "forgotten" is not used by any rule or node/)).toMatchObject({
      file: 'schemas/screens/orderDetail.json',
      pointer: '/copy/en/forgotten',
      fix: expect.stringMatching(/\{"var": "copy.forgotten"\}/),
    });
    expect(one(findings, /copy key "orphan" is not used by any screen or by the engine/)).toMatchObject({ file: 'schemas/copy.json', pointer: '/en/orphan' });
  });

  it('checks schemas/copy.json and the long texts in every language', () => {
    projectWith((d) => delete (d.fil as Record<string, unknown>).retry, 'schemas/copy.json');
    const findings = check(
      projectWith((d) => {
        const fil = d.fil as { headings: Record<string, string>; bodyNote?: string };
        delete fil.headings.waiver;
        delete fil.bodyNote;
      }, 'schemas/content/loanTerms.json'),
    );
    expect(one(findings, /text missing in Filipino \(fil\): "retry"/)).toMatchObject({ file: 'schemas/copy.json', pointer: '/fil/retry' });
    expect(one(findings, /no "fil" heading for section "waiver"/)).toMatchObject({ file: 'schemas/content/loanTerms.json', pointer: '/fil/headings' });
    expect(one(findings, /"fil" keeps the en body but does not say so/)?.pointer).toBe('/fil/bodyNote');
  });

  it('checks the market profiles: their own wording replaces texts that exist, their rules and the configured market', () => {
    projectWith((d) => {
      const screens = (d.copy as { screens: Record<string, Record<string, string>> }).screens;
      screens.orderDetail.pickStarz = 'Silakan pilih';
      screens.orderDetails = { title: 'x' };
    }, 'schemas/markets/seed.json');
    projectWith((d) => ((d.mobile as { forms: { match: string }[] }).forms[0].match = '^(9\\d{9}$'), 'schemas/markets/PH.json');
    const findings = check(projectWith((d) => (d.market = 'PHL'), 'schemas/config.json'));
    expect(one(findings, /orderDetail has no text "pickStarz" to replace/)).toMatchObject({
      file: 'schemas/markets/seed.json',
      pointer: '/copy/screens/orderDetail/pickStarz',
    });
    expect(one(findings, /no screen "orderDetails"/)?.fix).toMatch(/orderDetail/);
    expect(one(findings, /not a regular expression/)).toMatchObject({ file: 'schemas/markets/PH.json', pointer: '/mobile/forms/0/match' });
    expect(one(findings, /no market profile "PHL"/)).toMatchObject({ file: 'schemas/config.json', pointer: '/market', fix: expect.stringMatching(/PH, seed/) });
  });
});
