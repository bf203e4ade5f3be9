/**
 * The floor of the JS weight and Lighthouse figures: the least a React page
 * with client routing ships (React, react-dom, react-router-dom; BrowserRouter,
 * one route drawing a heading), built with the app's Vite version and target.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<h1>Bare React page</h1>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
