/**
 * Where the production-like preview listens, which origins reach it, and its own paths: what its command line
 * (main.ts) and the shared preview's (scripts/shared-preview/) need before (or without) loading the mock world,
 * so that `--help` and a bad argument answer at once. Nothing but node:os here.
 */
import { hostname, networkInterfaces } from 'node:os';

export const DEFAULT_PREVIEW_PORT = 4300;

/** Where a signed-out visitor of a `signedOut` preview can sign in (and where anyone can sign out again). */
export const SIGN_IN_PATH = '/__preview/sign-in';
export const SIGN_OUT_PATH = '/__preview/sign-out';

/** The origins a browser may reach this server by: loopback, and on a wildcard or LAN address the machine's names and addresses. */
export function ownOrigins(host: string, port: number): string[] {
  const hosts = new Set(['localhost', '127.0.0.1']);
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    if (host !== '0.0.0.0' && host !== '::') hosts.add(host.includes(':') ? `[${host}]` : host);
    else {
      hosts.add(hostname());
      hosts.add(`${hostname()}.local`);
      for (const addresses of Object.values(networkInterfaces())) {
        for (const address of addresses ?? []) {
          if (address.family === 'IPv4') hosts.add(address.address);
          else if (!address.internal) hosts.add(`[${address.address}]`);
        }
      }
    }
  }
  return [...hosts].map((name) => `http://${name}:${port}`);
}
