// @vitest-environment node
/**
 * The action packs (actions/actionPacks.ts): the actions only a few screens
 * name, loaded with those screens. Each name is its pack's, every action is
 * in the registry once, and a screen that names one gets its code before it
 * is drawn; the error page's ways out need none.
 */
import { describe, expect, it } from 'vitest';
import { actions } from '../../../actions/index.ts';
import { coreActions } from '../../../actions/coreActions.ts';
import { ACTION_PACKS } from '../../../actions/actionPacks.ts';
import { ACTION_PACK_SOURCES, PACKED_ACTIONS, type ActionPackName } from '../../../actions/actionPackNames.ts';
import { actionPacksOf } from '../../../actions/actionPacksOf.ts';
import { loadScreenFeatures, screenActions } from '../../../app/screenFeatures.ts';
import { featureSources } from '../../../app/featureSources.ts';
import { readScreen, screenIdsIn } from '../../../scripts/readScreen.ts';
import config from '../../../schemas/config.json' with { type: 'json' };
import type { ScreenDoc } from '../../../renderer/index.ts';

const root = `${import.meta.dirname}/../../..`;
const packNames = Object.keys(ACTION_PACKS) as ActionPackName[];

describe('action packs', () => {
  it.each(packNames)('%s: the names listed are its handlers’, and none is also an action of every page', async (name) => {
    const code = await ACTION_PACKS[name]();
    const listed = Object.keys(PACKED_ACTIONS).filter((action) => PACKED_ACTIONS[action] === name);
    expect(Object.keys(code).sort()).toEqual(listed.sort());
    for (const action of listed) expect(Object.prototype.hasOwnProperty.call(coreActions, action)).toBe(false);
    expect(ACTION_PACK_SOURCES[name]).toMatch(/^actions\/.*\.ts$/);
  });

  it('every page’s actions and the packs are the registry, each action once', async () => {
    const packed = await Promise.all(packNames.map((name) => ACTION_PACKS[name]()));
    const all = { ...coreActions, ...Object.assign({}, ...packed) };
    expect(Object.keys(all).sort()).toEqual(Object.keys(actions).sort());
    for (const [action, handler] of Object.entries(actions)) expect(all[action]).toBe(handler);
  });

  it('finds a pack wherever a document names one of its actions: a step, a nested step, a data source, an event', () => {
    expect(actionPacksOf({ body: [] })).toEqual([]);
    expect(
      actionPacksOf({
        data: { log: { action: 'bridge.messages' } },
        handlers: { a: [{ action: 'api.call', then: [{ action: 'track.event' }], catch: [{ action: 'picture.check' }] }] },
        body: [{ widget: 'Button', events: { press: [{ action: 'form.validate' }] } }],
        onLoad: [{ action: 'device.locate' }],
      }),
    ).toEqual(['bridgeLog', 'device', 'forms', 'picture', 'track']);
    // A word in the copy is not an action.
    expect(actionPacksOf({ copy: { en: { hint: 'picture.check' } } })).toEqual([]);
  });

  it('the screens that name a packed action get its pack; their routes link its file', () => {
    const byScreen = Object.fromEntries(screenIdsIn(root).map((id) => [id, actionPacksOf(readScreen(id, root))]));
    expect(byScreen.complainPageNext).toContain('picture');
    expect(byScreen.testPreview).toEqual(expect.arrayContaining(['bridgeLog', 'device', 'picture']));
    expect(byScreen.promoRegister).toEqual(expect.arrayContaining(['forms', 'track']));
    expect(byScreen.orderDetail).toEqual(['track']);
    expect(byScreen.bindBank).toEqual([]);
    expect(featureSources(readScreen('complainPageNext', root))).toContain(ACTION_PACK_SOURCES.picture);
  });

  it('the error page’s ways out (config.json) name only actions every page has', () => {
    expect(actionPacksOf(config)).toEqual([]);
  });

  it('the app loads a pack with the screen that names it, once, and hands the same registry until more loads', async () => {
    const before = screenActions();
    expect(before['picture.check']).toBeUndefined();
    await loadScreenFeatures({ id: 'x', body: [] } as ScreenDoc);
    expect(screenActions()).toBe(before);
    await loadScreenFeatures({ id: 'x', body: [], onLoad: [{ action: 'picture.check' }] } as ScreenDoc);
    const withPicture = screenActions();
    expect(withPicture['picture.check']).toBe(actions['picture.check']);
    expect(withPicture['api.url']).toBe(actions['api.url']);
    await loadScreenFeatures({ id: 'x', body: [], onLoad: [{ action: 'picture.shrink' }] } as ScreenDoc);
    expect(screenActions()).toBe(withPicture);
  });
});
