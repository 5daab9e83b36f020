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
});
