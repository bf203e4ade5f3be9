// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMMON_PARAMS, commonParams, withAliases } from '../../../actions/api/commonParams.ts';

describe('common parameters', () => {
  it('lists the nine names of the contract', () => {
    expect([...COMMON_PARAMS]).toEqual(['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId', 'userId', 'productId', 'orderId']);
  });

  it('mirrors productId and product_id both ways, keeping both when both are given', () => {
    expect(withAliases({ productId: '1', a: 'x' })).toEqual({ productId: '1', product_id: '1', a: 'x' });
    expect(withAliases({ product_id: '2' })).toEqual({ product_id: '2', productId: '2' });
    expect(withAliases({ productId: '3', product_id: '4' })).toEqual({ productId: '3', product_id: '4' });
    expect(withAliases({})).toEqual({});
  });

  it('does not change the query it is given', () => {
    const query = { product_id: '2' };
    withAliases(query);
    expect(query).toEqual({ product_id: '2' });
  });

  it('keeps only the common parameters present, with product_id read as productId', () => {
    expect(commonParams({ product_id: '5', deviceId: 'd', building: 'b', scenario: 's' })).toEqual({ productId: '5', deviceId: 'd' });
    expect(commonParams({ productId: '6', product_id: '7' })).toEqual({ productId: '6' });
  });
});
