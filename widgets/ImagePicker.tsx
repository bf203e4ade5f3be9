import { useEffect, useRef, type CSSProperties } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ImagePicker.contract.ts';
import { imageSrc, list, num, record, text } from './props.ts';

let counter = 0;

/**
 * Images chosen one at a time, each uploaded by the screen. Emits `pick`
 * {localId, file}, `remove` {localId} and `retry` {localId, file}; the file
 * stays here (for previews and retries), the screen keeps status and URL.
 * Whether a file is a picture is the screen's to say (picture.check reads
 * its first bytes): it adds a tile only for one it takes.
 */
export function ImagePicker({ images, max, perRow, labels, progress, progressText, emit, nodeId }: WidgetPropsOf<typeof contract>) {
  const items = list(images).map(record);
  const l = record(labels) as Record<string, string>;
  const limit = num(max, 9);
  // One picture at a time: the next can be chosen once this one has uploaded.
  const uploading = items.some((img) => text(img.status) === 'uploading');
  // The uploading picture's share sent; none while it is prepared (the bar then only says it is busy).
  const share = typeof progress === 'number' && Number.isFinite(progress) ? Math.max(0, Math.min(100, Math.round(progress))) : null;
  const files = useRef(new Map<string, { file: File; preview: string }>());

  useEffect(() => {
    const map = files.current;
    return () => map.forEach(({ preview }) => URL.revokeObjectURL(preview));
  }, []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const localId = `img-${Date.now()}-${++counter}`;
    files.current.set(localId, { file, preview: URL.createObjectURL(file) });
    void emit('pick', { localId, file } as never);
  };

  // perRow tiles a row; fewer when the text is large, so a tile's Retry label still fits (widgets.css).
  return (
    <ul className="w-images w-images--picker" style={{ '--per-row': num(perRow, 4) } as CSSProperties}>
      {items.map((img) => {
        const id = text(img.localId);
        const local = files.current.get(id);
        const src = local?.preview ?? imageSrc(img.url);
        const status = text(img.status);
        return (
          <li key={id} className={`w-images__item w-images__item--${status}`} data-status={status}>
            {src && <img src={src} alt="" className="w-images__thumb" />}
            {status === 'uploading' && (
              <span
                className="w-images__state"
                role="progressbar"
                aria-label={l.uploading}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={share ?? undefined}
                aria-valuetext={text(progressText) || undefined}
              >
                {text(progressText) && <span className="w-images__progress">{text(progressText)}</span>}
              </span>
            )}
            {status === 'failed' && (
              <>
                <span className="w-images__state w-images__state--failed">{l.failed}</span>
                {/* The label sits in a 44 px high band (the tap target); the remove button keeps the top corner. */}
                <button type="button" className="w-images__retry" onClick={() => local && void emit('retry', { localId: id, file: local.file } as never)}>
                  <span className="w-images__retrylabel">{l.retry}</span>
                </button>
              </>
            )}
            {status !== 'uploading' && (
              <button
                type="button"
                className="w-images__remove"
                aria-label={l.remove}
                onClick={() => {
                  const entry = files.current.get(id);
                  if (entry) URL.revokeObjectURL(entry.preview);
                  files.current.delete(id);
                  void emit('remove', { localId: id });
                }}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" fill="currentColor" />
                </svg>
              </button>
            )}
          </li>
        );
      })}
      {items.length < limit && !uploading && (
        <li className="w-images__item w-images__add">
          <label className="w-images__addlabel">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z" fill="currentColor" />
            </svg>
            <input
              // By node: a picture chosen on the page's HTML reaches this input when the app draws the page afresh.
              id={`${nodeId}-file`}
              type="file"
              accept="image/*"
              className="w-visually-hidden"
              aria-label={l.add}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
