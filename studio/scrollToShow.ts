/**
 * Where to scroll a box (the editor) so a band of its content (the selected
 * line) is in view: where it is when the band shows already, else with the
 * band a third of the way down, so the lines before it give context.
 */
export interface Band {
  top: number;
  bottom: number;
}

export function scrollToShow(band: Band, view: { scrollTop: number; height: number }): number {
  if (band.top >= view.scrollTop && band.bottom <= view.scrollTop + view.height) return view.scrollTop;
  return Math.max(0, Math.round(band.top - view.height / 3));
}
