/** Whether the borrower asked for less motion: scrolling then jumps instead of gliding. */
export function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
