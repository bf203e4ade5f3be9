/**
 * A page the browser restores from its back-forward cache (the borrower went
 * back from a payment page) comes back exactly as it was left: with a
 * "leaving" guard a screen set just before it left (Payment off, so no second
 * code is generated while the page unloads) that would now stay on for good,
 * and with amounts from before the payment. Such a page is loaded afresh.
 */
export function reloadWhenRestored(target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> = window): () => void {
  const onShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) target.location.reload();
  };
  target.addEventListener('pageshow', onShow);
  return () => target.removeEventListener('pageshow', onShow);
}
