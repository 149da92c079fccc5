/// <reference types="vite/client" />
import type { EndpointEnv } from './config/endpoints.ts';

declare global {
  // The endpoint variables are optional: unset means "the page's own origin", where the mocks answer.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends EndpointEnv {}
}
