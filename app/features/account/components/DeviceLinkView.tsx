import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { DEFAULT_PATH } from '../../../lib/routing/route-table.ts';
import { useNotices } from '../../../kit/ShellProvider.tsx';
import { linkSmartTv } from '../api/calls.ts';
import { deviceLinkPath, deviceLinkResult } from '../logic/device-link.ts';

/**
 * The Smart TV link page ('Link Smart TV', /player/link/{token}): posts the token once, then shows the
 * link notice and leaves, for where the server's redirect ended (when that is a page of this app) or (on any failure) the default page.
 */
export function DeviceLinkView({ title, token }: { title: string; token: string }) {
  const clients = useRestClients();
  const notices = useNotices();
  const navigate = useNavigate();
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
    void linkSmartTv(clients, token).then((answer) => {
      if (!mounted.current) return;
      const result = deviceLinkResult(answer, { requestUrl, origin: window.location.origin, defaultPath: DEFAULT_PATH });
      notices.add(result.notice);
      void navigate(result.to.path, { replace: true });
    });
  }, [clients, token, notices, navigate]);
  return (
    <section className="account-page device-link-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Signing your Smart TV in…
      </p>
    </section>
  );
}
