/** The live preview for product staff (dev server: /studio/; static: npm run build:studio). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './Studio.tsx';
import './studio.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
