import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { takingTurns } from './request-turns';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('takingTurns', () => {
  it('starts at most N requests per event-loop turn, the rest in arrival order on later turns', async () => {
    const started: number[] = [];
    const handle = takingTurns((request) => started.push(Number(request.url)), 2);
    for (let i = 1; i <= 5; i++) handle({ url: String(i) } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    // A request arriving now waits behind the one still queued.
    handle({ url: '6' } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    handle({ url: '7' } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes requests from each client address in turn: a flood from one address does not queue another', async () => {
    const started: string[] = [];
    const handle = takingTurns((request) => started.push(request.url!), 2);
    const from = (address: string, url: string) =>
      handle({ url, socket: { remoteAddress: address } } as IncomingMessage, {} as ServerResponse);
    for (let i = 1; i <= 8; i++) from('203.0.113.9', `flood-${i}`);
    from('198.51.100.1', 'parent');
    expect(started).toEqual(['flood-1', 'flood-2']);
    await nextTurn();
    // The parent's request is started in the next turn, not after the six flood requests ahead of it.
    expect(started).toEqual(['flood-1', 'flood-2', 'flood-3', 'parent']);
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(started.slice(4)).toEqual(['flood-4', 'flood-5', 'flood-6', 'flood-7', 'flood-8']);
  });
});
