/**
 * The query a screen sees: the page address's parameters, with productId and
 * product_id mirrored (CONTRACT section 2).
 */
import { withAliases } from '../actions/api/commonParams.ts';

export function pageQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    out[key] = value;
  });
  return withAliases(out);
}
