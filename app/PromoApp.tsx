/**
 * The promotion pages at /promo/: hash routing (/promo/#/downloadTemplate),
 * routes from schemas/routes.json → promo. Landing links may put their query
 * before the hash (/promo/?id=1#/) or after it (/promo/#/?id=1): both count.
 * The same small location as the product pages, in its hash mode (decision
 * 033; react-router's 13 KiB stood before every promotion page's content).
 */
import { useState } from 'react';
import { AppRoutes } from './App.tsx';
import { promoRoutes } from './screens.ts';
import { promoDeviceId } from './promoDeviceId.ts';
import { BrowserLocation } from './location/BrowserLocation.tsx';

export function PromoApp() {
  // The query before the hash and the device id, read once: every promotion page's calls carry them.
  const [extraQuery] = useState(() => ({ deviceId: promoDeviceId(), ...Object.fromEntries(new URLSearchParams(window.location.search)) }));
  return (
    <BrowserLocation hash>
      <AppRoutes table={promoRoutes} extraQuery={extraQuery} />
    </BrowserLocation>
  );
}
