import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { castRelayUrl, createRelayTransport } from '../../common/cast/relay.ts';
import { createSimulatedSender } from '../../common/cast/simulation.ts';
import { SenderConsole } from './SenderConsole.tsx';

// The simulated cast sender's console: mock mode only (the dev server and the mock build), never in a
// production build. It drives the same sender adapter the web app casts through.
const root = document.getElementById('root');
if (!root) throw new Error('receiver/dev/sender.html has no #root element');
// With VITE_CAST_RELAY_URL it reaches receivers through the standalone mock server's relay, as the app does.
const relay = (import.meta.env.VITE_CAST_RELAY_URL as string | undefined)?.trim();
// It is a separate sender, not a page of the app: it neither joins the app's session nor leaves one for it.
const sender = createSimulatedSender({ sessionStore: null, ...(relay ? { transport: () => createRelayTransport(castRelayUrl(relay)) } : {}) });
window.addEventListener('pagehide', () => sender.dispose());
createRoot(root).render(
  <StrictMode>
    <SenderConsole sender={sender} />
  </StrictMode>,
);
