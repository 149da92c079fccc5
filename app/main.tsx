import { StrictMode, Suspense, lazy, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { resolveEndpoints } from './config/endpoints.ts';
import { providePaymentFake } from './config/payment-fake.ts';
import { keepFirstReads, sendFirstRead, type SentFirstRead } from './api/graphql/first-read.ts';
import { createRestClients } from './api/rest/clients.ts';
import { RestProvider } from './api/rest/RestProvider.tsx';
import { operationRefetchTrigger, outdatedTileAnswers } from './lib/pages/refetch-triggers.ts';
import { firstReadVariables } from './lib/pages/first-screen.ts';
import { PageDocument, PageDocumentText } from '../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionDocument, UserSubscriptionDocumentText } from '../generated/graphql/documents/UserSubscriptionDocument.ts';
import { routes } from './router.tsx';
import { preloadBillingPages, preloadDetailPages } from './pages/LazyPages.tsx';
import { keepRestFirstReads, sendRestFirstRead } from './api/rest/first-read.ts';
import { restFirstReads } from './lib/pages/rest-first-reads.ts';
import { detailFirstReadVariables } from './lib/pages/detail-address.ts';
import { preloadHeroBackdrop } from './features/browse/logic/hero-backdrop-preload.ts';
import { detailFirstReadAnswered } from './features/details/logic/detail-art-preload.ts';
import { raisePageRefetch } from './kit/page-refetch.ts';
import { connectionStatus } from './kit/connection-status.ts';
import { markCoreLoaded } from './kit/metrics.ts';
import { renderInSlices } from './kit/render-in-slices.ts';
import { installGlobalErrorReporting, startErrorReporting } from './kit/reporting.ts';
import { resolveErrorReporting } from './config/error-reporting.ts';
import { resolveAnalytics } from '../common/analytics/settings.ts';
import { startAnalytics } from './kit/analytics/track.ts';

/**
 * Mock mode (the dev server and `npm run build:mock`, unless VITE_MOCKS=false): `__AIRWAVE_MOCKS__`
 * is a compile-time constant (vite.config.ts), so a production build drops these imports entirely.
 */
const MockPanel = __AIRWAVE_MOCKS__ ? lazy(() => import('./dev/MockPanel.tsx').then((m) => ({ default: m.MockPanel }))) : null;

/**
 * The route table in the router's declarative mode: the app loads no data through the router (pages query
 * GraphQL themselves), so the data router's code would be weight without use in the first page's JavaScript.
 */
function AppRoutes() {
  const { pathname, search } = useLocation();
  // The first reads are the first page's: at each route change, those a page load here would not send are dropped
  // (a read the gate's redirect left untaken is never a later visit's answer); the user's subscription is read on every page.
  useEffect(() => {
    keepFirstReads([{}, firstReadVariables(pathname), detailFirstReadVariables(pathname, search)]);
    keepRestFirstReads(restFirstReads(pathname));
  }, [pathname, search]);
  return useRoutes(routes);
}

async function start(): Promise<void> {
  // Apollo Client loads with import(), not with this entry (docs/decisions/0012-first-read-before-apollo.md): its
  // code arrives while the first page's read travels.
  const graphqlClient = import('./api/graphql/client.ts');
  const firstRead = firstReadVariables(window.location.pathname);
  // Home's largest paint, its first hero backdrop, is asked for as soon as Home's first read (below) answers, before the first render.
  // The preload's few lines are in this entry (the hero's code is already: HeroSlide asks with the same address): loaded
  // with import() beside the read, their chunk was one more request on the way to the picture, and on a busy connection
  // it arrived after the answer (seen 2.2 s after it), the picture's request waiting for it.
  const onAnswer = firstRead?.pageType === 'HOME' ? preloadHeroBackdrop : null;
  // The service worker must answer before any client sends its first request.
  if (__AIRWAVE_MOCKS__) await import('../mocks/browser.ts').then((mocks) => mocks.startBrowserMocks());
  // The card form's local fake of Stripe.js, loaded when a form first opens.
  if (__AIRWAVE_MOCKS__) providePaymentFake(() => import('./dev/fake-stripe.ts'));
  markCoreLoaded();
  installGlobalErrorReporting();
  // The error SDK loads once the page has settled; errors reported before wait for it.
  startErrorReporting(resolveErrorReporting(import.meta.env, window.location));
  // The analytics SDK loads once the page has settled; events tracked before wait for it.
  startAnalytics(resolveAnalytics(import.meta.env, window.location));
  const endpoints = resolveEndpoints(import.meta.env, window.location.origin);
  // The shell draws no page until the user's subscription has loaded (its gate, app/frame/GatedOutlet.tsx): it is read
  // at once on every page, beside the page's own read, rather than once Apollo Client has loaded and the shell has rendered.
  const firstReads: SentFirstRead[] = [sendFirstRead({ url: endpoints.graphqlUrl, document: UserSubscriptionDocument, query: UserSubscriptionDocumentText, variables: {} })];
  // Home's first screen (or the Guide's) is read at once; the page's query is answered from this request when
  // Apollo Client asks for it.
  if (firstRead) firstReads.push(sendFirstRead({ url: endpoints.graphqlUrl, document: PageDocument, query: PageDocumentText, variables: { ...firstRead }, onAnswer }));
  // A detail page (a show's, …) is read at once too, and its page's code is fetched beside Apollo Client's; its art (the
  // page's largest paint) is asked for as soon as the read answers.
  const detailPage = detailFirstReadVariables(window.location.pathname, window.location.search);
  if (detailPage) {
    preloadDetailPages();
    firstReads.push(sendFirstRead({ url: endpoints.graphqlUrl, document: PageDocument, query: PageDocumentText, variables: { ...detailPage }, onAnswer: detailFirstReadAnswered }));
  }
  // Once, after the mocks start; each request looks fetch up anew, so the service worker sees it.
  const rest = createRestClients(endpoints);
  // The Account page's billing state (its largest paint) is read at once too, and the billing pages' code fetched beside
  // Apollo Client's, rather than once the shell's gate has opened, the page's code has arrived and the page has rendered.
  const restReads = restFirstReads(window.location.pathname);
  for (const read of restReads) sendRestFirstRead(read, rest);
  if (restReads.length) preloadBillingPages();
  const { createGraphQLClient, cacheFirstRead, refetchRootFields } = await graphqlClient;
  // Made after the mocks start (graphql-ws captures the WebSocket class at creation).
  const { apollo } = createGraphQLClient({
    graphqlUrl: endpoints.graphqlUrl,
    graphqlApiUrl: endpoints.graphqlApiUrl,
    graphqlWsUrl: endpoints.graphqlWsUrl,
    onSessionExpired: (error) => connectionStatus.report({ statusCode: error.statusCode }),
    onNetworkIssue: (error) => connectionStatus.report({ statusCode: 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined }),
    onOperationSettled: (operationName, data) => {
      const trigger = operationRefetchTrigger(operationName, data);
      if (trigger) raisePageRefetch(trigger);
      // A subscription change: the tiles' Play or Upgrade follow the new plan on every page, shown or cached.
      refetchRootFields(apollo, outdatedTileAnswers(operationName));
    },
  });
  // The first reads' answers go into Apollo's cache as they arrive, so the shell's gate and the page draw them in the
  // first render: asked as they were sent (the same document and variables), so nothing is sent twice.
  for (const read of firstReads) void cacheFirstRead(apollo, read);
  const root = document.getElementById('root');
  if (!root) throw new Error('app/index.html has no #root element');
  // The first render yields to the browser every few milliseconds rather than taking one long task (render-in-slices.ts).
  renderInSlices(
    createRoot(root),
    <StrictMode>
      <ApolloProvider client={apollo}>
        <RestProvider clients={rest}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RestProvider>
      </ApolloProvider>
      {MockPanel && (
        <Suspense fallback={null}>
          <MockPanel />
        </Suspense>
      )}
    </StrictMode>,
  );
}

void start();
