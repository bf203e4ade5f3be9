/**
 * The common query parameters (CONTRACT section 2): read from the page address
 * the native shell opened, and sent with every API call in its query string.
 */
export const COMMON_PARAMS = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId', 'userId', 'productId', 'orderId'] as const;

export type CommonParam = (typeof COMMON_PARAMS)[number];

/**
 * A copy of the page query where `productId` and `product_id` mirror each
 * other: pages are opened with either spelling and both are read.
 */
export function withAliases(query: Record<string, string>): Record<string, string> {
  const out = { ...query };
  if (out.productId === undefined && out.product_id !== undefined) out.productId = out.product_id;
  if (out.product_id === undefined && out.productId !== undefined) out.product_id = out.productId;
  return out;
}

/** Only the common parameters present in the page query (after aliasing). */
export function commonParams(query: Record<string, string>): Record<string, string> {
  const aliased = withAliases(query);
  const out: Record<string, string> = {};
  for (const name of COMMON_PARAMS) {
    if (typeof aliased[name] === 'string') out[name] = aliased[name];
  }
  return out;
}
