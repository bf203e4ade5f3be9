/**
 * rjsf needs a validator; this one compiles nothing (no `new Function`, so the
 * page runs under a CSP without 'unsafe-eval'). Fields are checked by the
 * engine (the formErrors operation, with the schema's messages) before
 * anything is sent, and the messages reach the widgets through formContext.
 */
import type { ValidatorType } from '@rjsf/utils';

export const noCompileValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
