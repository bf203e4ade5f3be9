/**
 * The app's one bus for the shell's messages (renderer/nativeBus.ts): app/nativeMessages.ts forwards what the
 * shell sends to it, and the screen on show listens (app/AppScreenView.tsx hands it to the ScreenView).
 */
import { createNativeBus } from '../renderer/index.ts';

export const nativeBus = createNativeBus();
