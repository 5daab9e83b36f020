import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fair turns under overload: at most `perTurn` requests are started per event-loop turn, the rest
 * wait in arrival order for the next turns. Why: libuv accepts one new connection per loop turn
 * (libuv 1.45+, "don't accept() connections in a loop"), and a turn that answers every connection
 * with a request ready takes longer the more connections there are, so under a burst of 1,000 new
 * connections the last ones waited seconds in the kernel's accept queue while the first ones were
 * served again and again. Short turns accept new connections often; queued requests keep their order
 * per client address, and the addresses take turns (one address's flood of connections cannot keep
 * another's request waiting behind all of it).
 */
export function takingTurns(
  handle: Handler,
  perTurn: number,
  addressOf: (request: IncomingMessage) => string = (request) => request.socket?.remoteAddress ?? '',
): Handler {
  // Waiting requests per client address, the addresses in turn order: one address with many
  // connections waits behind its own requests, never in front of everyone else's.
  const queues = new Map<string, [IncomingMessage, ServerResponse][]>();
  let waiting = 0;
  let startedThisTurn = 0;
  let scheduled = false;

  function nextTurn() {
    scheduled = false;
    startedThisTurn = 0;
    while (waiting > 0 && startedThisTurn < perTurn) {
      const [address, queue] = queues.entries().next().value!;
      const [request, response] = queue.shift()!;
      waiting--;
      // The address goes to the back of the line, with whatever it still has waiting.
      queues.delete(address);
      if (queue.length > 0) queues.set(address, queue);
      startedThisTurn++;
      handle(request, response);
    }
    schedule();
  }

  function schedule() {
    if (scheduled || (startedThisTurn === 0 && waiting === 0)) return;
    scheduled = true;
    setImmediate(nextTurn);
  }

  return (request, response) => {
    if (waiting === 0 && startedThisTurn < perTurn) {
      startedThisTurn++;
      schedule();
      handle(request, response);
      return;
    }
    const address = addressOf(request);
    const queue = queues.get(address);
    if (queue) queue.push([request, response]);
    else queues.set(address, [[request, response]]);
    waiting++;
    schedule();
  };
}
