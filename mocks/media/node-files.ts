/**
 * The committed test streams read from the file system: the StreamFiles source of the node adapters
 * (MSW in node tests, the standalone server). The browser reads them as static assets instead
 * (browser-files.ts).
 */
import { readFile } from 'node:fs/promises';
import type { StreamFiles } from './streams.ts';

const STREAMS_URL = new URL('./streams/', import.meta.url);

export const nodeStreamFiles: StreamFiles = async (relativePath) => {
  if (relativePath.split('/').some((part) => part === '..' || part === '')) return null;
  try {
    return new Uint8Array(await readFile(new URL(relativePath, STREAMS_URL)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
