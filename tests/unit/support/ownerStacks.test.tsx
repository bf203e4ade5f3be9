/**
 * tests/setup.ts draws without React's owner stacks (tests/support/ownerStacks.ts, docs/decisions/075): what a
 * test proves with React's warnings must not change, and the saving must not vanish unseen with a React update.
 */
import { describe, expect, it } from 'vitest';
import * as React from 'react';
import { render } from '@testing-library/react';
import { captureErrors } from '../../support/captureErrors.ts';

function Item({ value }: { value: string }) {
  return <li>{value}</li>;
}

describe('vitest draws without React’s owner stacks', () => {
  it('React’s warnings still reach the console, where the suites count them as failures', () => {
    const errors = captureErrors();
    try {
      render(
        <ul>
          {['twice', 'twice'].map((value) => (
            <Item key={value} value={value} />
          ))}
        </ul>,
      );
      expect(errors.list.join('\n')).toContain('two children with the same key');
    } finally {
      errors.stop();
    }
  });

  // OWNER_STACKS=1 keeps the stacks on purpose, to read a warning's origin.
  it.skipIf(process.env.OWNER_STACKS === '1')(
    'React’s count of the stacks it made stays at its limit, so it makes none (a React that renamed it fails here: find the new name or remove the pin)',
    () => {
      const internals = (React as unknown as Record<string, Record<string, unknown>>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
      expect(Object.getOwnPropertyDescriptor(internals, 'recentlyCreatedOwnerStacks')?.get, 'the count is pinned by a getter').toBeTypeOf('function');
      render(<Item value="one" />);
      expect(internals.recentlyCreatedOwnerStacks).toBe(1e4);
    },
  );
});
