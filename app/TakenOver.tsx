/** Tells `onDone` once, after the app's first commit (effects run after React has attached its handlers). */
import { useEffect, type ReactNode } from 'react';

export function TakenOver({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return children;
}
