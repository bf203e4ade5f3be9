/**
 * The kinds of one-line text box TextInput draws: its contract's allowed
 * values and the widget's own guard read the same lists. Only kinds that stay
 * one line of text: a schema must not turn the box into a file or a checkbox.
 */
export const INPUT_TYPES = ['text', 'tel', 'email', 'url', 'search'] as const;
export const INPUT_MODES = ['text', 'tel', 'numeric', 'decimal', 'email', 'url', 'search'] as const;
export type InputMode = (typeof INPUT_MODES)[number];
