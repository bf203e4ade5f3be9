/**
 * React's development build makes an `Error` for every element it creates, to keep the stack that created it
 * (its "owner stacks": a warning then names the components that made the element). Drawing a screen in jsdom
 * spends about a sixth of its time there (the fuzzing draws 16,000 screens). The warnings themselves are all
 * still given, and a test still fails on one; they come without their owner part. `OWNER_STACKS=1 npm run
 * test:unit` brings it back when a warning's origin must be read (docs/decisions/075).
 *
 * React counts the stacks it made since its last render started and stops at 10,000 (then every element shares
 * one stack made once); the count is pinned at that limit here. A React that no longer has the count changes
 * nothing: its elements keep their stacks.
 */
import * as React from 'react';

const OWNER_STACK_LIMIT = 1e4;

export function dropOwnerStacks(): void {
  if (process.env.OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || typeof internals !== 'object' || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => OWNER_STACK_LIMIT, set: () => {}, configurable: true });
}
