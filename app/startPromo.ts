/** The promotion pages once their screen (and what it draws) is loaded: React, drawn afresh over the loader shell. */
import { PromoApp } from './PromoApp.tsx';
import { boot } from './boot.tsx';
import type { HeldInput } from './holdInput.ts';

export function startPromo(held: HeldInput): void {
  boot(PromoApp, { held });
}
