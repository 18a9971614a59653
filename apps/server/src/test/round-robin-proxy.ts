import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  url: string;
  /** The target (origin) each request was sent to, in arrival order. */
  servedBy: string[];
  close(): Promise<void>;
};

/**
 * A load balancer for scale-out tests: each request goes to the next of `targets` in turn,
 * headers and body passed through unchanged (X-Forwarded-For included, for TRUST_PROXY).
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const servedBy: string[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next % targets.length] ?? '');
    next += 1;
    servedBy.push(target.origin);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
