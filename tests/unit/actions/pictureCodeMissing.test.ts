// @vitest-environment node
/**
 * picture.shrink loads its code on first use (only the complaint pictures
 * shrink). When that file does not arrive, the step fails as the network's
 * failure, so the chain's catch says so, never "this picture cannot shrink".
 */
import { describe, expect, it, vi } from 'vitest';
import { pictureActions } from '../../../actions/picture/pictureActions.ts';
import { settings } from '../../../app/settings.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import { jpegOfSize } from '../../support/pictureFiles.ts';

vi.mock('../../../actions/picture/shrinkPicture.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function env(args: JsonObject): ActionEnv {
  return {
    args,
    context: { query: {}, data: {}, sources: {}, state: {}, config: settings, copy: {}, env: {} } as unknown as ActionEnv['context'],
    setState: vi.fn(),
  } as unknown as ActionEnv;
}

describe('picture.shrink without its code', () => {
  it('fails as a network failure', async () => {
    const file = jpegOfSize(2 * 1024 * 1024);
    await expect(pictureActions['picture.shrink'](env({ file: file as never, maxSide: 1600, maxBytes: 1024 * 1024 }))).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
