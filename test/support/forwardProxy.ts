// A small forward proxy on loopback for tests: CONNECT tunnels (what undici's ProxyAgent and VS Code's
// proxy agent use) and absolute-form plain-http requests. It records what went through it.
// `hosts` maps made-up names to real addresses for CONNECT, so a test can use a host name that only the proxy can
// reach (proving the traffic went through it) while everything stays on loopback. `tunnel` makes it a broken proxy:
// 'drop' closes each CONNECT's socket without an answer, 'dropAfterOk' answers 200 and then closes it.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ForwardProxy {
  url: string;
  /** "host:port" of every CONNECT tunnel and the URL of every plain request, in order. */
  readonly seen: string[];
  close(): Promise<void>;
}

export interface ForwardProxyOptions {
  /** CONNECT targets to resolve here instead of through DNS: lower-case name → address (e.g. '127.0.0.1'). */
  hosts?: Readonly<Record<string, string>>;
  /** 'relay' (default) carries tunnels; the others drop each one (see the header). */
  tunnel?: 'relay' | 'drop' | 'dropAfterOk';
}

export async function startForwardProxy(options: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const upstream = httpRequest(req.url ?? '', { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  server.on('connect', (req, client: Socket, head) => {
    seen.push(req.url ?? '');
    if (options.tunnel === 'drop') {
      client.destroy();
      return;
    }
    if (options.tunnel === 'dropAfterOk') {
      client.end('HTTP/1.1 200 Connection Established\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const address = options.hosts?.[host.toLowerCase()] ?? host;
    const upstream = connect(Number(port) || 443, address, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
