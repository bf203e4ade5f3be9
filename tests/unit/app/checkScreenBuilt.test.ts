// @vitest-environment node
/**
 * A built page checks no screen document again (issue 31): its build refused
 * any the meta-schema refuses (scripts/screenValidatorPlugin.ts), so the
 * app's check neither runs the validator nor loads its code.
 */
import { expect, it, vi } from 'vitest';
import { checkScreen } from '../../../app/screens.ts';

const loaded = vi.hoisted(() => ({ validator: 0 }));
vi.mock('virtual:screen-checked', () => ({ everyScreenChecked: true }));
vi.mock('virtual:screen-validator', () => {
  loaded.validator++;
  return { validateScreen: () => false };
});

it('resolves at once, without the validator (which would refuse everything here)', async () => {
  await expect(checkScreen('orderDetail', { idle: false })).resolves.toBeUndefined();
  await expect(checkScreen('bindBank')).resolves.toBeUndefined();
  expect(loaded.validator).toBe(0);
});
