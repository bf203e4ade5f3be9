import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ImageGrid.contract.ts';
import { fillText } from './Article.tsx';
import { imageSrc, list, num, record, text } from './props.ts';

/**
 * Images in a grid; tapping one shows it full size until closed. The full-size
 * view is a modal layer over the whole viewport (drawn at the end of <body>, so
 * no transformed or clipped ancestor can shrink it): the page behind it is
 * hidden and cannot scroll, focus stays on its close button, Escape, the close
 * button or a tap closes it, and focus goes back to the picture that opened it.
 */
export function ImageGrid({ images, alts, values, columns, labels, nodeId }: WidgetPropsOf<typeof contract>) {
  // A list of addresses, or one comma-joined text (as complaints are saved).
  const raw = typeof images === 'string' ? (images as string).split(',') : list(images);
  const pictures = raw
    .map((src, i) => ({ src: imageSrc(src), alt: fillText(text(list(alts)[i]), record(values)) }))
    .filter((p): p is { src: string; alt: string } => Boolean(p.src));
  const l = record(labels) as Record<string, string>;
  const [open, setOpen] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = open === null ? undefined : pictures[open];
  // The picture on show (null when none, also when the list changed under it).
  const showing = shown ? open : null;

  useEffect(() => {
    if (showing === null) return;
    const opener = openers.current[showing];
    closeRef.current?.focus();
    // The page behind must not scroll while it is hidden.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.style.overflow = before;
      opener?.focus();
    };
  }, [showing]);

  if (!pictures.length) return null;
  const openLabel = (i: number) =>
    text(l.open)
      .replace('{n}', String(i + 1))
      .replace('{alt}', pictures[i].alt)
      .replace(/[:\s]+$/, '');
  // The close button is the one thing to focus in the layer: Tab stays on it.
  const keepFocus = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    e.preventDefault();
    closeRef.current?.focus();
  };

  return (
    <>
      <ul className="w-images" style={{ gridTemplateColumns: `repeat(${num(columns, 4)}, 1fr)` }}>
        {pictures.map((p, i) => (
          <li key={i} className="w-images__item">
            <button
              // By node and place: a tap on the page's HTML reaches this picture when the app draws the page afresh.
              id={`${nodeId}-open-${i}`}
              type="button"
              ref={(el) => {
                openers.current[i] = el;
              }}
              className="w-images__open"
              aria-label={openLabel(i)}
              onClick={() => setOpen(i)}
            >
              <img src={p.src} alt={p.alt} className="w-images__thumb" />
            </button>
          </li>
        ))}
      </ul>
      {shown &&
        createPortal(
          <div className="w-overlay" role="dialog" aria-modal="true" aria-label={text(l.full)} onClick={() => setOpen(null)} onKeyDown={keepFocus}>
            <img src={shown.src} alt={shown.alt} className="w-overlay__image" />
            <button ref={closeRef} type="button" className="w-dialog__close w-overlay__close" aria-label={text(l.close)} onClick={() => setOpen(null)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" fill="currentColor" />
              </svg>
            </button>
          </div>,
          document.body,
        )}
    </>
  );
}
