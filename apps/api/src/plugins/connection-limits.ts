import type { Server } from 'node:http';

/**
 * Refuses a connection when its address already holds `maxPerAddress` open ones, so one client
 * cannot hold every socket (slow-client floods). 0 turns the cap off.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number) {
  if (maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
