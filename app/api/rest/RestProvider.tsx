import { createContext, useContext, type ReactNode } from 'react';
import type { RestClients } from './clients.ts';

const RestClientsContext = createContext<RestClients | null>(null);

/**
 * The REST clients of the React tree: made once at start (app/main.tsx, from app/config/endpoints.ts) and
 * handed down here, as ApolloProvider hands down the GraphQL client. Tests pass their own.
 */
export function RestProvider({ clients, children }: { clients: RestClients; children: ReactNode }) {
  return <RestClientsContext.Provider value={clients}>{children}</RestClientsContext.Provider>;
}

/** The typed clients for the profile, billing and playback contracts. */
export function useRestClients(): RestClients {
  const clients = useContext(RestClientsContext);
  if (!clients) throw new Error('useRestClients needs a <RestProvider> above it (app/main.tsx renders one around the router).');
  return clients;
}
