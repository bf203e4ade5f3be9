/**
 * The money keypad (SPEC point 5): digits, decimal point, delete, confirm and
 * hide. Its accessible labels come from the schema (formLabels).
 */
interface Props {
  labels: Record<string, string>;
  onKey: (key: string) => void;
  onClose: () => void;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function MoneyKeypad({ labels, onKey, onClose }: Props) {
  return (
    <div className="w-keypad" data-bar="bottom" role="group" aria-label={labels.keypad}>
      <div className="w-keypad__keys">
        {DIGITS.map((d) => (
          <button key={d} type="button" className="w-keypad__key" onClick={() => onKey(d)}>
            {d}
          </button>
        ))}
        <button type="button" className="w-keypad__key" aria-label={labels.keypadDecimal} onClick={() => onKey('.')}>
          {'.'}
        </button>
        <button type="button" className="w-keypad__key" onClick={() => onKey('0')}>
          {'0'}
        </button>
        <button type="button" className="w-keypad__key" aria-label={labels.keypadDelete} onClick={() => onKey('delete')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M22 3H7c-.7 0-1.2.3-1.6.9L0 12l5.4 8.1c.4.5.9.9 1.6.9h15c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2Zm-3 12.6L17.6 17 14 13.4 10.4 17 9 15.6l3.6-3.6L9 8.4 10.4 7l3.6 3.6L17.6 7 19 8.4 15.4 12l3.6 3.6Z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
      <div className="w-keypad__side">
        <button type="button" className="w-keypad__key" aria-label={labels.keypadHide} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M20 3H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-9 3h2v2h-2V6Zm0 3h2v2h-2V9ZM8 6h2v2H8V6Zm0 3h2v2H8V9ZM7 11H5V9h2v2Zm0-3H5V6h2v2Zm9 6H8v-2h8v2Zm0-3h-2V9h2v2Zm0-3h-2V6h2v2Zm3 3h-2V9h2v2Zm0-3h-2V6h2v2Zm-7 15 4-4H8l4 4Z"
              fill="currentColor"
            />
          </svg>
        </button>
        <button type="button" className="w-keypad__key w-keypad__confirm" onClick={onClose}>
          {labels.keypadConfirm}
        </button>
      </div>
    </div>
  );
}
