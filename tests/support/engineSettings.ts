/**
 * The least settings the engine draws a screen with: the widgets it draws on its own and what 'Try again' does
 * (schemas/config.json → engineWidgets and errorPage.retry, as shipped). For engine tests that run a screen
 * without the app's whole settings (no ways out, no market).
 */
import appConfig from '../../schemas/config.json' with { type: 'json' };
import type { JsonObject } from '../../renderer/types.ts';

export const engineSettings: JsonObject = {
  engineWidgets: appConfig.engineWidgets,
  errorPage: { retry: appConfig.errorPage.retry },
};
