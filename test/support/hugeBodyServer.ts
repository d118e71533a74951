// A loopback server that answers every request with 200 and a JSON body of `bytes` bytes, streamed with backpressure
// from one small chunk (the test process never holds the body), either chunked or with its Content-Length declared.
// It stops writing as soon as the client hangs up and counts what it sent, so a test can show the client stopped early.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface HugeBodyServer {
  url: string;
  /** Bytes written per request, in order (the last entry grows while a body streams). */
  readonly sent: number[];
  close(): Promise<void>;
}

export interface HugeBodyOptions {
  bytes: number;
  /** Send Content-Length (default: chunked, so only counting while reading can stop it). */
  declareLength?: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

export async function startHugeBodyServer(options: HugeBodyOptions): Promise<HugeBodyServer> {
  const sent: number[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    const index = sent.push(0) - 1;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.declareLength) headers['Content-Length'] = String(options.bytes);
    res.writeHead(200, headers);
    stream(res, options.bytes, (n) => (sent[index] += n));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `[` then spaces (valid JSON whitespace so far) until `bytes`, written only when the socket drains. */
function stream(res: ServerResponse, bytes: number, count: (n: number) => void): void {
  let left = bytes;
  const pump = (): void => {
    while (left > 0 && !res.destroyed) {
      const n = Math.min(left, CHUNK.length);
      const chunk = left === bytes ? Buffer.concat([Buffer.from('['), CHUNK.subarray(1, n)]) : CHUNK.subarray(0, n);
      left -= n;
      count(n);
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (left === 0) res.end();
  };
  res.on('close', () => {
    left = 0;
  });
  pump();
}
