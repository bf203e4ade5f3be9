/**
 * The mark of the section an address opens at (Section draws it; widgets.css makes it the browser's first scroll
 * position; SiteNav reads it to tell where the browser opened the page). One name for the three.
 */
export const OPENED_SECTION = 'w-section--opened';
