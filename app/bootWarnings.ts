/** The console line a hydration mismatch leaves (app/boot.tsx writes it; the e2e suite fails on it). */
export const HYDRATION_WARNING = '[app] the prerendered page differed from the first render:';
