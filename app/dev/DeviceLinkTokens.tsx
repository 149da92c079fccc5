import { PLAYER_BASE } from '../../common/links.ts';

/** The persona's Smart TV link tokens as links to the link page ('Link Smart TV'), each with its state. */
export function DeviceLinkTokens({ tokens }: { tokens: ReadonlyArray<{ token: string; state: string }> }) {
  if (tokens.length === 0) return null;
  return (
    <div className="mock-panel-links">
      Smart TV link:{' '}
      {tokens.map(({ token, state }, index) => (
        <span key={token}>
          {index > 0 && ', '}
          <a href={`${PLAYER_BASE}/link/${encodeURIComponent(token)}`}>{token}</a> ({state})
        </span>
      ))}
    </div>
  );
}
