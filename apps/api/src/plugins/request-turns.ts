import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fair turns under overload: at most `perTurn` requests are started per event-loop turn, the rest
 * wait in arrival order for the next turns. Why: libuv accepts one new connection per loop turn
 * (libuv 1.45+, "don't accept() connections in a loop"), and a turn that answers every connection
 * with a request ready takes longer the more connections there are, so under a burst of 1,000 new
 * connections the last ones waited seconds in the kernel's accept queue while the first ones were
 * served again and again. Short turns accept new connections often; queued requests keep their order.
 */
export function takingTurns(handle: Handler, perTurn: number): Handler {
  const queue: [IncomingMessage, ServerResponse][] = [];
  let head = 0;
  let startedThisTurn = 0;
  let scheduled = false;

  function nextTurn() {
    scheduled = false;
    startedThisTurn = 0;
    while (head < queue.length && startedThisTurn < perTurn) {
      const [request, response] = queue[head]!;
      queue[head++] = undefined!;
      startedThisTurn++;
      handle(request, response);
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    }
    schedule();
  }

  function schedule() {
    if (scheduled || (startedThisTurn === 0 && head === queue.length)) return;
    scheduled = true;
    setImmediate(nextTurn);
  }

  return (request, response) => {
    if (head === queue.length && startedThisTurn < perTurn) {
      startedThisTurn++;
      schedule();
      handle(request, response);
      return;
    }
    queue.push([request, response]);
    schedule();
  };
}
