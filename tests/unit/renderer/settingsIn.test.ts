// @vitest-environment node
/**
 * Settings reach the engine one way, the context: a `{"var": "config.…"}` in
 * a screen's constants, forms or table answers reads the settings the screen
 * runs with, as an expression does; localizing a document reads none
 * (renderer/settingsIn.ts, decision 021).
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../../renderer/context.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { localizeScreen } from '../../../renderer/localize.ts';
import { settingsIn } from '../../../renderer/settingsIn.ts';
import type { ScreenDoc } from '../../../renderer/types.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

const doc: ScreenDoc = {
  id: 'settingsProbe',
  body: [],
  copy: { en: { label: 'Mobile' } },
  constants: { phone: { label: { var: 'copy.label' }, mask: { var: 'config.market.mobile.mask' } }, plain: { limit: 5 } },
  forms: { f: { schema: { type: 'object' }, uiSchema: { mobile: { 'ui:options': { maxLength: { var: 'config.market.mobile.maxLength' } } } } } },
  tables: { hint: { inputs: { on: true }, rows: [{ when: { var: 'on' }, then: { var: 'config.servicePhone' } }] } },
};

const mobileA = { mask: '0### ### ####', maxLength: 13 };
const mobileB = { mask: '1## ####', maxLength: 8 };
const configA = { market: { id: 'ph', mobile: mobileA }, servicePhone: '(02) 8888 0000' };
const configB = { market: { id: 'ph', mobile: mobileB }, servicePhone: '(02) 7777 1111' };

describe('settings in the values the engine does not evaluate', () => {
  const screen = localizeScreen(doc, { lang: 'en', fallback: 'en' });

  it('localizing fills the copy and leaves the settings to the context', () => {
    expect(screen.constants?.phone).toEqual({ label: 'Mobile', mask: { var: 'config.market.mobile.mask' } });
  });

  it('constants, forms and a table answer read the settings each run is given (same market id, other settings)', () => {
    for (const [config, mobile] of [
      [configA, mobileA],
      [configB, mobileB],
    ] as const) {
      const context = buildContext(screen, { query: {}, config });
      expect(context.constants.phone).toEqual({ label: 'Mobile', mask: mobile.mask });
      expect(evaluate({ var: 'forms.f.uiSchema.mobile' }, context, screen)).toEqual({ 'ui:options': { maxLength: mobile.maxLength } });
      expect(evaluate({ table: 'hint' }, context, screen)).toBe(config.servicePhone);
    }
  });

  it('a missing setting reads as null, as {"var"} does; a value with no reference keeps its identity', () => {
    const context = buildContext(screen, { query: {} });
    expect(context.constants.phone).toEqual({ label: 'Mobile', mask: null });
    expect(context.constants.plain).toBe(screen.constants?.plain);
    // Worked out once per value and settings object: the same context parts give the same object.
    expect(buildContext(screen, { query: {}, config: configA }).constants).toBe(buildContext(screen, { query: {}, config: configA }).constants);
    expect(settingsIn(null, configA)).toBeNull();
  });

  it('the bank form and the promotion register take the mobile rule of the market the page runs with', () => {
    for (const market of ['ph', 'seed'] as const) {
      const config = market === 'ph' ? settings : settingsFor(market);
      const mobile = (config.market as { mobile: { mask?: string; maxLength?: number } }).mobile;
      const bank = loadScreenDoc('bindBank', 'en', config);
      const phone = buildContext(bank, { query: {}, config }).constants.fieldConfig as { inputTypes: { phone: Record<string, unknown> } };
      expect(JSON.stringify(phone.inputTypes.phone)).not.toContain('config.');
      if (mobile.maxLength !== undefined) expect(JSON.stringify(phone.inputTypes.phone)).toContain(String(mobile.maxLength));
      const promo = loadScreenDoc('promoRegister', 'en', config);
      const ui = buildContext(promo, { query: {}, config }).forms as { register: { uiSchema: { mobile: unknown } } };
      expect(JSON.stringify(ui.register.uiSchema.mobile)).not.toContain('config.');
    }
  });
});
