// A second origin on loopback for redirect tests: it records the headers of every request it gets and answers each
// with a small JSON body, so a test can show where a redirect ended and what was (not) sent there.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface HeaderRecorder {
  /** Its origin, e.g. http://127.0.0.1:41235 (another port = another origin than the sample API). */
  url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The body every request gets (200, application/json). */
export const RECORDER_BODY = { answered_by: 'header-recorder' } as const;

export async function startHeaderRecorder(host = '127.0.0.1'): Promise<HeaderRecorder> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: { ...req.headers } });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(RECORDER_BODY));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
