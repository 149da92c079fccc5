/**
 * The committed test streams in the browser: Vite emits every stream file as a static asset of the mock
 * build (and serves it from the dev server), and the mock world fetches the asset when a player asks
 * for the file's mock path. Only the mock build imports this module, so the production build carries none
 * of the media.
 */
import type { StreamFiles } from './streams.ts';

const ASSET_URLS = import.meta.glob<string>('./streams/*/**/*.{mp4,m4s,jpg}', { query: '?url', import: 'default', eager: true });

export const browserStreamFiles: StreamFiles = async (relativePath) => {
  const url = ASSET_URLS[`./streams/${relativePath}`];
  if (url === undefined) return null;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The mock media asset ${url} answered ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
};
