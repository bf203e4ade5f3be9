/**
 * The page address as the app's screens read it, and the way they move to
 * another. The product web views use a small history location of their own
 * (BrowserLocation; decision 033): their routes are literal paths, and
 * react-router's 13 KiB stood on the first paint of every screen. The
 * promotion entry uses it too, routed after the `#` (BrowserLocation `hash`),
 * and tests and the live preview draw a screen at a fixed address
 * (MemoryLocation).
 */
import { createContext, useContext } from 'react';

/** The same fields as react-router's location, so a screen reads either. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type NavigateTo = string | { pathname?: string; search?: string; hash?: string };

export interface PageNavigate {
  (to: NavigateTo, options?: { replace?: boolean; state?: unknown }): void;
  (delta: number): void;
}

export interface LocationValue {
  location: PageLocation;
  navigate: PageNavigate;
}

export const LocationContext = createContext<LocationValue | null>(null);

function useLocationValue(): LocationValue {
  const value = useContext(LocationContext);
  // A screen drawn outside any location is a wiring mistake of the entry, said where it happens.
  if (value === null) throw new Error('A page view was drawn outside BrowserLocation or MemoryLocation (app/location).');
  return value;
}

export function useLocation(): PageLocation {
  return useLocationValue().location;
}

export function useNavigate(): PageNavigate {
  return useLocationValue().navigate;
}

/** Whether a location is given (the toast clears on a new page only where there are pages). */
export function useInLocation(): boolean {
  return useContext(LocationContext) !== null;
}
