import net from 'node:net';

// A round-robin TCP balancer in front of the replicas of one service, as a Kubernetes Service
// is in front of its pods: callers know one address; each new connection goes to the next
// replica, and one that refuses the connection (a killed pod) is skipped for the next. Open
// connections stay where they are, as with kube-proxy, so keep-alive pools spread by connection.

export interface Balancer {
  url: string;
  /** Connections each backend took, in the order the backends were given. */
  connections: number[];
  close(): Promise<void>;
}

/**
 * `backendHost` is where the replicas are dialled: the machine's own network address stands for
 * the pod network (the replicas see a peer that is not loopback, as pods see each other).
 */
export async function startBalancer(
  port: number,
  backends: number[],
  backendHost = '127.0.0.1',
): Promise<Balancer> {
  const connections = backends.map(() => 0);
  const sockets = new Set<net.Socket>();
  let next = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    client.pause();
    const attempt = (tried: number) => {
      if (tried >= backends.length) return client.destroy();
      const index = next++ % backends.length;
      const upstream = net.connect(backends[index]!, backendHost);
      track(upstream);
      upstream.once('connect', () => {
        connections[index]! += 1;
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.once('error', () => attempt(tried + 1));
    };
    attempt(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
