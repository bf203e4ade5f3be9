/**
 * A complete, valid bank form for card type 1 (e-wallet) on channel 90006
 * (GCash) of the default scenario, as the form keeps it (raw values, by field
 * code): what Next sends when nothing is missing.
 */
export const GCASH_VALUES = {
  walletPhone: '09171234567',
  walletName: 'Juan Dela Cruz',
  holderName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  city: 'CEB',
  accountUse: '2',
  monthlyIncome: '25000.50',
  idNumber: '123456789',
};
