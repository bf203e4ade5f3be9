/**
 * Wording the app takes from schemas/ that SPEC does not quote (dialog titles,
 * error texts, the default service phone). Read from the same files the app
 * reads, so product staff can reword them without breaking the suite. Text
 * SPEC quotes ('REPAY', 'Silakan pilih', ...) is written out in the tests.
 */
import appCopy from '../../schemas/copy.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };
import bankScreen from '../../schemas/screens/bindBank.json' with { type: 'json' };

export const screenCopy = orderScreen.copy;
export { appCopy, config };

/** The bank binding screen's copy and field configuration (placeholders, messages). */
export const bankCopy = bankScreen.copy;
export const bankFieldConfig = bankScreen.constants.fieldConfig;
