import { WebSocket } from 'ws';

/** What a WebSocket upgrade was answered: 'opened', or the refusal's status and body. */
export function upgradeAnswer(url: string, options: ConstructorParameters<typeof WebSocket>[2] = {}, protocol?: string): Promise<string> {
  return new Promise<string>((resolve) => {
    const socket = protocol === undefined ? new WebSocket(url, options) : new WebSocket(url, protocol, options);
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(`${response.statusCode} ${body}`));
    });
    socket.on('open', () => {
      resolve('opened');
      socket.close();
    });
    socket.on('error', () => undefined);
  });
}
