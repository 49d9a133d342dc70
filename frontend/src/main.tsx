// Must come first: it sets how the shared schemas parse before any of them is built.
import '@highpay/contracts/browser-parsing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
