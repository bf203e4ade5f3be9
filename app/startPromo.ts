/** The promotion pages once their screen (and what it draws) is loaded: React, drawn afresh over the loader shell. */
import { PromoApp } from './PromoApp';
import { boot } from './boot';
import type { HeldInput } from './holdInput';

export function startPromo(held: HeldInput): void {
  boot(PromoApp, { held });
}
