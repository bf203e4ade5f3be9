/** A choice made in the address and kept for the tab (the sandbox's scenario and fake shell, the market override). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keptAddressParam } from '../../../app/keptAddressParam.ts';

const colour = (search: string, hash = '') => keptAddressParam('colour', 'test.colour', { search, hash }, (v) => ['red', 'blue'].includes(v));

beforeEach(() => sessionStorage.clear());

describe('keptAddressParam', () => {
  it('the address wins and is kept; a later page without it gets the kept one', () => {
    expect(colour('?colour=red')).toBe('red');
    expect(colour('')).toBe('red');
    expect(colour('', '#/page?colour=blue')).toBe('blue');
    expect(colour('?x=1')).toBe('blue');
  });

  it('an invalid value in the address is neither used nor kept; one kept by hand is not used either', () => {
    colour('?colour=red');
    expect(colour('?colour=green')).toBe('red');
    sessionStorage.setItem('test.colour', 'green');
    expect(colour('')).toBeNull();
  });

  it('blocked storage: the address alone decides, never a throw', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(colour('?colour=blue')).toBe('blue');
    expect(colour('')).toBeNull();
  });
});
