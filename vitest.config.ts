import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    // One graphql realm for schema execution in tests (see ../shared/STACK.md).
    alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    typecheck: {
      enabled: true,
      include: ['tests/**/*.test-d.ts'],
      tsconfig: './tsconfig.node.json',
    },
    testTimeout: 20_000,
  },
});
