/** The limits table in mocks/README.md says what the code does: each default there is the code's. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_BYTES, MAX_ENTRIES } from '../../mocks/core/answer-cache.ts';
import { MAX_PLACES, MAX_WORLDS, WORLD_IDLE_EXPIRY_MS } from '../../mocks/backend.ts';
import { DOCUMENT_CACHE_LIMITS, PERSISTED_QUERY_LIMITS } from '../../mocks/graphql/documents.ts';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_TIME_BUDGET_MS } from '../../mocks/defaults.ts';
import { GRAPHQL_LIMITS } from '../../mocks/graphql/limits.ts';
import { GRAPHQL_WS_LIMITS } from '../../mocks/graphql/ws.ts';
import { CAST_RELAY_MAX_BUFFERED_BYTES, CAST_RELAY_MAX_CHANNELS, CAST_RELAY_MAX_CLIENTS, CAST_RELAY_MAX_FRAME_BYTES } from '../../mocks/cast-relay.ts';
import { CAST_BUS_MAX_PENDING_BYTES } from '../../mocks/cast-bus.ts';
import { REDIS_COMMAND_TIMEOUT_MS } from '../../mocks/worlds/redis-store.ts';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../../scripts/conformance/http.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../scripts/proxy/options.ts';
import { IDLE_CONNECTION_TIMEOUT_MS, REQUEST_HEADERS_TIMEOUT_MS, REQUEST_RECEIVE_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '../../mocks/server.ts';

const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../mocks/README.md'), 'utf8');

/** The rows of the table under `## Limits`: limit name → its default cell. */
function limitsTable(): Map<string, string> {
  const section = readme.split('\n## Limits\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| limit ') && !line.startsWith('|---'));
  return new Map(rows.map((line) => line.split('|').map((cell) => cell.trim())).map((cells) => [cells[1] ?? '', cells[2] ?? '']));
}

/** What the code says each row's default is. */
const CODE: Record<string, string> = {
  'request body': `${DEFAULT_MAX_BODY_BYTES} bytes`,
  "time to send a request's headers": `${REQUEST_HEADERS_TIMEOUT_MS} ms`,
  'time to send a whole request': `${REQUEST_RECEIVE_TIMEOUT_MS} ms`,
  'idle connection between requests': `${IDLE_CONNECTION_TIMEOUT_MS} ms`,
  // The frame limit is the body limit, one option for both.
  'graphql-ws frame': `${DEFAULT_MAX_BODY_BYTES} bytes`,
  'graphql-ws live subscriptions per socket': String(GRAPHQL_WS_LIMITS.maxSubscriptions),
  'graphql-ws operations in flight per socket': String(GRAPHQL_WS_LIMITS.maxInFlight),
  'graphql-ws data held for a socket that does not read': `${GRAPHQL_WS_LIMITS.maxBufferedBytes} bytes`,
  'GraphQL request time budget': `${DEFAULT_TIME_BUDGET_MS} ms`,
  'GraphQL depth': String(GRAPHQL_LIMITS.maxDepth),
  'GraphQL aliases per operation': String(GRAPHQL_LIMITS.maxAliases),
  'GraphQL cost per operation': String(GRAPHQL_LIMITS.maxCost),
  'GraphQL tokens per document': String(GRAPHQL_LIMITS.maxTokens),
  'GraphQL operations per batch': String(GRAPHQL_LIMITS.maxBatch),
  'parsed GraphQL documents kept': `${DOCUMENT_CACHE_LIMITS.maxEntries} entries, ${DOCUMENT_CACHE_LIMITS.maxBytes} bytes`,
  'persisted queries kept': `${PERSISTED_QUERY_LIMITS.maxEntries} entries, ${PERSISTED_QUERY_LIMITS.maxBytes} bytes`,
  'memoised answers per world': `${MAX_ENTRIES} entries, ${MAX_BYTES} bytes`,
  'idle time of a world': `${WORLD_IDLE_EXPIRY_MS} ms`,
  'worlds kept': String(MAX_WORLDS),
  'sessions and named worlds remembered': String(MAX_PLACES),
  'cast relay frame': `${CAST_RELAY_MAX_FRAME_BYTES} bytes`,
  'pages per cast relay channel': String(CAST_RELAY_MAX_CLIENTS),
  'cast relay channels': String(CAST_RELAY_MAX_CHANNELS),
  'cast relay data held for a page that does not read': `${CAST_RELAY_MAX_BUFFERED_BYTES} bytes`,
  'wait for a Redis that does not answer': `${REDIS_COMMAND_TIMEOUT_MS} ms`,
  'cast relay frames held for a Redis that has not taken them': `${CAST_BUS_MAX_PENDING_BYTES} bytes`,
  'proxy: silence from the real backend': `${DEFAULT_UPSTREAM_TIMEOUT_MS} ms`,
  'proxy: an answer of the real backend': `${DEFAULT_MAX_RESPONSE_BYTES} bytes`,
};

describe('the limits table of mocks/README.md', () => {
  it('lists every limit of the code with the default the code has, and no other', () => {
    expect(Object.fromEntries(limitsTable())).toEqual(CODE);
  });

  it('names the largest kept parsed document as the code does', () => {
    expect(readme).toContain(`a document over ${DOCUMENT_CACHE_LIMITS.maxEntryBytes} bytes is not kept`);
  });

  it('says how often the timeouts are checked as the code does', () => {
    expect(readme).toContain(`The request and header timeouts are checked every ${TIMEOUT_CHECK_INTERVAL_MS} ms`);
  });
});
