import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../renderer/types';
import { imageSrc, list, num, record, text } from './props';

interface Props {
  images: string[];
  columns: number;
  /** open ("{n}" is the image's position), close, full (the full-size view's name). */
  labels: Record<string, string>;
}

/** Images in a grid; tapping one shows it full size until closed. */
export function ImageGrid({ images, columns, labels }: WidgetProps<Props>) {
  // A list of addresses, or one comma-joined text (as complaints are saved).
  const raw = typeof images === 'string' ? (images as string).split(',') : list(images);
  const srcs = raw.map(imageSrc).filter((s): s is string => Boolean(s));
  const l = record(labels) as Record<string, string>;
  const [open, setOpen] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  if (!srcs.length) return null;
  return (
    <>
      <ul className="w-images" style={{ gridTemplateColumns: `repeat(${num(columns, 4)}, 1fr)` }}>
        {srcs.map((src, i) => (
          <li key={i} className="w-images__item">
            <button type="button" className="w-images__open" aria-label={text(l.open).replace('{n}', String(i + 1))} onClick={() => setOpen(src)}>
              <img src={src} alt="" className="w-images__thumb" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div
          className="w-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={text(l.full)}
          onClick={() => setOpen(null)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
        >
          <img src={open} alt="" className="w-overlay__image" />
          <button ref={closeRef} type="button" className="w-dialog__close w-overlay__close" aria-label={text(l.close)} onClick={() => setOpen(null)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" fill="currentColor" />
            </svg>
          </button>
        </div>
      )}
    </>
  );
}
