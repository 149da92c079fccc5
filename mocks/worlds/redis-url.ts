/**
 * A `--store` URL read and checked without the Redis client: the command line checks it before anything of the
 * world store loads, and a server keeping its worlds in memory never loads the client (redis-store.ts, which imports
 * ioredis, is imported only when a Redis store is asked for).
 */

/** A `--store` URL that is not one; the message says what it must be. */
export class StoreUrlError extends Error {}

/** Where a Redis store lives, from `redis://host:port[/db]`. */
export interface RedisAddress {
  host: string;
  port: number;
  db: number;
  /** The URL as given, for messages. */
  url: string;
}

/** Reads `redis://host[:port][/db]`; throws StoreUrlError naming what is wrong. */
export function parseRedisUrl(text: string): RedisAddress {
  const usage = 'write it as redis://host:port or redis://host:port/db (e.g. redis://127.0.0.1:6379/0)';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StoreUrlError(`"${text}" is not a store URL: ${usage}.`);
  }
  if (url.protocol !== 'redis:') throw new StoreUrlError(`"${text}" is not a Redis URL (it starts with ${url.protocol}//): ${usage}.`);
  if (url.hostname === '') throw new StoreUrlError(`"${text}" names no host: ${usage}.`);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new StoreUrlError(`"${text}" has a user, password, query or fragment, which the mock server does not take: ${usage}.`);
  }
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path)) throw new StoreUrlError(`"${text}" names the database "${path}": a database is a number from 0 to 15 (${usage}).`);
  const db = path === '' ? 0 : Number(path);
  if (db > 15) throw new StoreUrlError(`"${text}" names the database ${db}: a database is a number from 0 to 15.`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port === '' ? 6379 : Number(url.port), db, url: text };
}
