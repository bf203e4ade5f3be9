/**
 * The extension (delay) repayment page (schemas/screens/repayDelay.json;
 * SPEC 'Extension (delay) repayment page'), through the real runtime and the
 * sandbox: the payment it shares with repay (tests/support/repayCommonTests.ts:
 * the default channel, what generateVcode sends with isDelay 1, the kept
 * info, one payment in flight, amounts that are not amounts) and its optional
 * instructions picture. Buttons are found by the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen } from '../../support/runScreen';
import { repayCommonTests } from '../../support/repayCommonTests';

repayCommonTests({
  screen: 'repayDelay',
  payload: { productId: '1001', orderId: '900001', amount: '75000', channelNumber: 'CMAYA', isDelay: '1' },
  endpoint: 'extensionDetail',
  field: 'data.delayInfo.delayAmount',
  dataPath: 'data.detail.delayInfo.delayAmount',
});

describe('extension', () => {
  it('instructions picture only with isShowReyTop 1', async () => {
    expect(findNode((await runScreen('repayDelay', 'default')).tree().nodes, (n) => n.id.endsWith('instructions'))).toBeTruthy();
    expect(findNode((await runScreen('repayDelay', 'repay-no-image')).tree().nodes, (n) => n.id.endsWith('instructions'))).toBeUndefined();
  });
});
