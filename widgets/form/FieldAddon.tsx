import { useEffect, useState } from 'react';
import { pageNow } from '../../actions/time/pageClock.ts';
import { secondsLeft } from './countdown.ts';
import { imageSrc, text } from '../props.ts';

interface Props {
  /**
   * image: a tappable picture (captcha): `image`, `label`, and `failedLabel`, the hint shown
   * in its place when the picture did not load or `failed` says none could be had;
   * countdown: a button that counts down to a deadline (SMS code).
   */
  kind: string;
  /** What the screen passes for this field (SchemaForm's fieldProps). */
  props: Record<string, unknown>;
  onPress: (payload: Record<string, unknown>) => void;
  /** The control's id (its field's): a tap on the page's HTML reaches it when the app draws the page afresh. */
  id?: string;
}

/**
 * The control beside a form field. A countdown button stays tappable while it
 * counts (aria-disabled), so the screen can say why nothing is sent.
 */
export function FieldAddon({ kind, props, onPress, id }: Props) {
  const endsAt = props.endsAt;
  // Re-render on each tick; the time shown is read at render, so the first
  // frame after a new deadline never uses a clock reading from before it.
  // The page's clock, the one time.now puts deadlines on: elapsed time, never
  // the phone's wall clock.
  const [, setNow] = useState(() => pageNow());
  const left = kind === 'countdown' ? secondsLeft(endsAt, pageNow()) : 0;
  // The address of a picture that did not load: a new address (a new code) tries again.
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>();

  useEffect(() => {
    if (kind !== 'countdown' || !secondsLeft(endsAt, pageNow())) return;
    const timer = setInterval(() => setNow(pageNow()), 250);
    const wake = () => setNow(pageNow());
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [kind, endsAt]);

  if (kind === 'image') {
    const src = imageSrc(props.image);
    // Never an empty box without a word: a picture that did not load (or none to be had) says what a tap does.
    const failed = (src !== undefined && src === brokenSrc) || (!src && props.failed === true);
    const hint = text(props.failedLabel);
    return (
      <button
        id={id}
        type="button"
        className={`w-addon w-addon--image${failed ? ' w-addon--failed' : ''}`}
        aria-label={failed && hint ? hint : text(props.label)}
        onClick={() => onPress(failed ? { failed: true } : {})}
      >
        {failed ? hint : src && <img src={src} alt="" width="96" height="40" onError={() => setBrokenSrc(src)} />}
      </button>
    );
  }
  if (kind === 'countdown') {
    const counting = left > 0;
    return (
      <button
        id={id}
        type="button"
        className={`w-addon w-addon--countdown${counting ? ' w-addon--counting' : ''}`}
        aria-disabled={counting}
        onClick={() => onPress({ counting })}
      >
        {counting ? text(props.countingLabel).replace('{s}', String(left)) : text(props.label)}
      </button>
    );
  }
  return null;
}
