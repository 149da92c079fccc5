import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder until the receiver lands: the idle screen's logo and status box. */
function Idle() {
  return (
    <main aria-label="Chromecast Video Player">
      <h1>Airwave</h1>
      <p role="status">Not connected</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('receiver/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Idle />
  </StrictMode>,
);
