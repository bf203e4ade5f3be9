import { statusIconPaths } from './statusLook.ts';

/** A status icon by name (widgets/statusLook.ts); an unknown name draws the "review" icon. */
export function StatusIcon({ name }: { name: string }) {
  const d = Object.prototype.hasOwnProperty.call(statusIconPaths, name) ? statusIconPaths[name as keyof typeof statusIconPaths] : statusIconPaths.review;
  return (
    <svg className="w-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
