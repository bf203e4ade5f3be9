/**
 * track.conversion {event, ...params}: a completion event for the ad platform
 * of a promotion link (SPEC: register success with UC in the address). It is
 * pushed to `window.dataLayer`, where the landing page's tag manager (if the
 * host page installs one) picks it up; nothing else depends on it.
 *
 * track.event {moduleId, positionId?, productId?}: the engagement event log
 * (/service/event/save). Its answer is ignored and a failure never stops the
 * chain it is in: tracking must not stand between a borrower and a button.
 */
import type { ActionRegistry } from '../../renderer/types.ts';
import { callEndpoint } from '../api/callEndpoint.ts';
import { contextLanguage } from '../api/contextLanguage.ts';

interface TagWindow {
  dataLayer?: unknown[];
}

export const trackActions: ActionRegistry = {
  'track.conversion': ({ args }) => {
    const w = globalThis as unknown as TagWindow;
    w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    w.dataLayer.push({ ...args });
  },
  'track.event': async ({ args, context }) => {
    const payload = {
      productId: args.productId ?? context.query.productId ?? '',
      moduleId: args.moduleId,
      positionId: args.positionId ?? 0,
    };
    try {
      await callEndpoint('eventSave', payload, { query: context.query, language: contextLanguage(context), config: context.config });
    } catch (e) {
      console.warn('[track] event not saved:', e);
    }
  },
};
