/**
 * track.event {moduleId, positionId?, productId?}: the engagement event log
 * (/service/event/save). Its answer is ignored and a failure never stops the
 * chain it is in: tracking must not stand between a borrower and a button.
 */
import type { ActionRegistry } from '../../renderer/types';
import { callEndpoint } from '../api/callEndpoint';

export const trackActions: ActionRegistry = {
  'track.event': async ({ args, context }) => {
    const payload = {
      productId: args.productId ?? context.query.productId ?? '',
      moduleId: args.moduleId,
      positionId: args.positionId ?? 0,
    };
    try {
      await callEndpoint('eventSave', payload, { query: context.query });
    } catch (e) {
      console.warn('[track] event not saved:', e);
    }
  },
};
