import { CAST_SUPPORT_URL, firmwareLabel } from '../../common/cast/errors.ts';
import type { CastErrorPayload } from '../../common/cast/protocol.ts';
import { PRODUCT_NAME } from '../../common/product.ts';
import { RECEIVER_VERSION } from '../analytics.ts';

/**
 * The receiver's full-screen error views (firmware, identity, session no longer valid): title, the error
 * code when it has one, 'What's the problem?' and 'How to troubleshoot?', and a footer with the support
 * site, the app's name, the device's firmware and the app's version.
 */
export function CastErrorView({ error, firmwareVersion, kind }: { error: CastErrorPayload; firmwareVersion: string | null; kind: string }) {
  return (
    <main className="receiver-error" aria-labelledby="receiver-error-title" data-screen={kind}>
      <h1 id="receiver-error-title">{error.title}</h1>
      {error.code !== null && <p className="receiver-error-code">Error code: {error.code}</p>}
      <section aria-labelledby="receiver-problem">
        <h2 id="receiver-problem">What&apos;s the problem?</h2>
        <p>{error.problem}</p>
      </section>
      {error.troubleshootingTips.length > 0 && (
        <section aria-labelledby="receiver-tips">
          <h2 id="receiver-tips">How to troubleshoot?</h2>
          <ul>
            {error.troubleshootingTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <footer className="receiver-error-footer">
        <p>
          Need help? Visit <a href={CAST_SUPPORT_URL}>{CAST_SUPPORT_URL.replace(/^https:\/\//, '')}</a>
        </p>
        <p>
          {PRODUCT_NAME} Receiver · {firmwareLabel(firmwareVersion ?? 'unknown')} · Version {RECEIVER_VERSION}
        </p>
      </footer>
    </main>
  );
}
