import { useEffect, useRef } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Frame.contract.ts';
import { text } from './props.ts';

/**
 * A page shown in a frame (an agreement inside a Dialog). Draws nothing without
 * an http(s) address. Emits `load` once the page has loaded and `fail` when it
 * has not after `waitMs`: a page of another site says nothing else about
 * itself, so a frame that never loads is the failure the screen can tell.
 * A new `attempt` loads the page again.
 */
export function Frame({ title, url, waitMs, attempt, emit }: WidgetPropsOf<typeof contract>) {
  const src = text(url);
  const loaded = useRef(false);
  const wait = typeof waitMs === 'number' && waitMs > 0 ? waitMs : 0;
  const tries = typeof attempt === 'number' ? attempt : 0;
  const safe = /^https?:\/\//i.test(src);
  useEffect(() => {
    loaded.current = false;
    if (!safe || !wait) return;
    const timer = setTimeout(() => {
      if (!loaded.current) void emit('fail');
    }, wait);
    return () => clearTimeout(timer);
    // A new address or attempt starts the wait again; emit changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, tries, wait, safe]);
  // Belt and braces: only http(s) reaches the frame even if a schema forgets nav.check.
  if (!safe) return null;
  return (
    <iframe
      key={`${src}#${tries}`}
      className="w-frame"
      src={src}
      title={text(title)}
      sandbox="allow-same-origin allow-scripts"
      referrerPolicy="no-referrer"
      onLoad={() => {
        if (loaded.current) return;
        loaded.current = true;
        void emit('load');
      }}
    />
  );
}
