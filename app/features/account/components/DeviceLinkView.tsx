import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { DEFAULT_PATH } from '../../../lib/routing/route-table.ts';
import { useNotices } from '../../../kit/ShellProvider.tsx';
import { linkSmartTv, loadDevices, type Device } from '../api/calls.ts';
import { DEVICE_LINK_CONFIRM_MS, deviceLinkPath, deviceLinkResult, linkedDeviceName, type DeviceLinkResult } from '../logic/device-link.ts';
import { LINK_CONFIRMED, LINK_SIGNED_IN } from '../texts.ts';

/** The signed-in devices as the list reads now, or null when it cannot be read (the TV is then not named). */
async function deviceList(clients: ReturnType<typeof useRestClients>): Promise<Device[] | null> {
  const outcome = await loadDevices(clients);
  return outcome.kind === 'success' ? outcome.result.deviceList : null;
}

/**
 * The Smart TV link page ('Link Smart TV', /player/link/{token}): posts the token once. A TV signed in is confirmed
 * here — 'You have been signed in on your Smart TV.', the TV named as the device list names it (the one device the
 * list gained) — with Continue, and the page moves on by itself after DEVICE_LINK_CONFIRM_MS; then the link notice,
 * on the page where the server's redirect ended (when that is a page of this app). A failure leaves at once, with
 * its notice, for the default page.
 */
export function DeviceLinkView({ title, token }: { title: string; token: string }) {
  const clients = useRestClients();
  const notices = useNotices();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState<{ result: DeviceLinkResult; name: string | null } | null>(null);
  const continueRef = useRef<HTMLButtonElement | null>(null);
  // One request per token: StrictMode's second mount must not post it again (a token works once).
  const sent = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const requestUrl = `${clients.baseUrls.profileBaseUrl}${deviceLinkPath(token)}`;
    void (async () => {
      const before = await deviceList(clients);
      const answer = await linkSmartTv(clients, token);
      const result = deviceLinkResult(answer, { requestUrl, origin: window.location.origin, defaultPath: DEFAULT_PATH });
      if (result.notice.type === 'success') {
        const name = linkedDeviceName(before, await deviceList(clients));
        if (mounted.current) setConfirmed({ result, name });
        return;
      }
      if (!mounted.current) return;
      notices.add(result.notice);
      void navigate(result.to.path, { replace: true });
    })();
  }, [clients, token, notices, navigate]);

  // The confirmation holds the page for a while, then moves on by itself (with the link notice); Continue moves on
  // at once. `left` keeps the two from both moving on.
  const left = useRef(false);
  const moveOn = useCallback(
    (result: DeviceLinkResult) => {
      if (left.current) return;
      left.current = true;
      notices.add(result.notice);
      void navigate(result.to.path, { replace: true });
    },
    [notices, navigate],
  );
  useEffect(() => {
    if (!confirmed) return;
    continueRef.current?.focus();
    const timer = setTimeout(() => moveOn(confirmed.result), DEVICE_LINK_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirmed, moveOn]);

  return (
    <section className="account-page device-link-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {confirmed ? (
        <div className="device-link-confirmed" role="status">
          <h2>{LINK_SIGNED_IN}</h2>
          <p>{confirmed.name ? LINK_CONFIRMED.named(confirmed.name) : LINK_CONFIRMED.unnamed}</p>
          <button ref={continueRef} type="button" className="shell-cta" onClick={() => moveOn(confirmed.result)}>
            {LINK_CONFIRMED.continue}
          </button>
        </div>
      ) : (
        <p role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> Signing your Smart TV in…
        </p>
      )}
    </section>
  );
}
