/**
 * The phone of the live preview: a page of its own (so fixed footers, popups
 * and the viewport behave as on a phone) running the sandbox of the scenario
 * in its address, drawing the document the preview sends.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSandbox } from '../sandbox/browser';
import { FrameApp } from './FrameApp';
import '../widgets/widgets.css';

void startSandbox().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FrameApp />
    </StrictMode>,
  ),
);
