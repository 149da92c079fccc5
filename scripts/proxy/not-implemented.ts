/**
 * The conformance checker's notion of "not implemented", applied live to one answer (scripts/conformance/rest/
 * implemented.ts): a 405 or 501, or a 404 that is the upstream's generic not-found — the same status, media type
 * and wording (the request's path written out, digits masked) it gives a path no contract has. That generic
 * answer is learnt by asking once per upstream, path prefix and method, with the client's own credentials.
 */
import { randomUUID } from 'node:crypto';
import { NOT_THERE, normalizedBody } from '../conformance/rest/implemented.ts';
import { forward, type UpstreamAnswer, type UpstreamRequest } from './forward.ts';

interface NotFoundShape {
  mediaType: string;
  body: string;
}

function mediaTypeOf(headers: UpstreamAnswer['headers']): string {
  const value = headers['content-type'];
  return (Array.isArray(value) ? value[0] : value)?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export class GenericNotFound {
  private readonly shapes = new Map<string, Promise<NotFoundShape | null>>();
  private readonly token = randomUUID().slice(0, 8);

  /** Why `answer` says the upstream has not built the operation (null when it has). */
  async notBuilt(answer: UpstreamAnswer, request: UpstreamRequest, pathPrefix: string): Promise<string | null> {
    if (NOT_THERE.has(answer.status)) return `the real backend answered ${answer.status}`;
    if (answer.status !== 404) return null;
    const key = `${request.method} ${request.base} ${pathPrefix}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = this.probe(request, pathPrefix);
      this.shapes.set(key, shape);
    }
    const generic = await shape;
    if (!generic) return null;
    const same = generic.mediaType === mediaTypeOf(answer.headers) && generic.body === normalizedBody(Buffer.from(answer.body).toString('utf8'), answer.url);
    return same ? "the real backend answered its generic not-found (the 404 it gives a path no contract has)" : null;
  }

  private async probe(request: UpstreamRequest, pathPrefix: string): Promise<NotFoundShape | null> {
    const body = request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE' ? new Uint8Array() : new TextEncoder().encode('{}');
    const probed = await forward({ ...request, pathAndQuery: `${pathPrefix}/proxy-no-such-route-${this.token}`, body, headers: { ...request.headers, 'content-type': 'application/json' } });
    if (probed.kind !== 'answer' || probed.status !== 404) return null;
    return { mediaType: mediaTypeOf(probed.headers), body: normalizedBody(Buffer.from(probed.body).toString('utf8'), probed.url) };
  }
}
