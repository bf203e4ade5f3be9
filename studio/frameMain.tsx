/**
 * The phone of the live preview: a page of its own (so fixed footers, popups
 * and the viewport behave as on a phone) running the sandbox of the scenario
 * in its address, drawing the document the preview sends.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSandbox } from '../sandbox/browser.ts';
import { FrameApp } from './FrameApp.tsx';
import copy from './copy.json' with { type: 'json' };
import '../widgets/widgets.css';

const root = createRoot(document.getElementById('root')!);
startSandbox()
  .then(() =>
    root.render(
      <StrictMode>
        <FrameApp />
      </StrictMode>,
    ),
  )
  // Without the sandbox the screen has no answers: say so in the phone rather than leave it blank.
  .catch((e: unknown) =>
    root.render(
      <p role="alert" className="w-error__message">
        {copy.sandboxFailed} {(e as Error).message}
      </p>,
    ),
  );
