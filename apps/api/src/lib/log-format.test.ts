import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { chooseLogFormat } from './log-format';

/** A stdout stand-in: a terminal or not, collecting what is written. */
function fakeStdout(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stdout: Object.assign(stream, { isTTY }) as unknown as NodeJS.WriteStream,
    text: () => chunks.join(''),
  };
}

describe('log format', () => {
  let t: TestApp;
  let app: App | undefined;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => t.close());

  it('is readable at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat('auto', { isTTY: true })).toBe('pretty');
    expect(chooseLogFormat('auto', { isTTY: false })).toBe('json');
    expect(chooseLogFormat('auto', {})).toBe('json');
    expect(chooseLogFormat('json', { isTTY: true })).toBe('json');
    expect(chooseLogFormat('pretty', { isTTY: false })).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  async function logThroughApp(isTTY: boolean) {
    const { stdout, text } = fakeStdout(isTTY);
    const config = { ...t.config, logLevel: 'info', logFormat: 'auto' as const };
    app = await buildApp({ config, database: t.database, logger: loggerOptions(config, stdout) });
    app.log.info(
      { body: { password: 'Sup3r-Secret' }, req: { headers: { cookie: 'session=Sup3r-Secret' } } },
      'database is ready',
    );
    return text();
  }

  it('writes one readable line per event at a terminal, still without secrets', async () => {
    const output = await logThroughApp(true);
    const line = output.split('\n').find((l) => l.includes('database is ready'))!;
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*database is ready/);
    expect(() => JSON.parse(line)).toThrow();
    expect(output).not.toContain('Sup3r-Secret');
    expect(output).toContain('[redacted]');
  });

  it('writes JSON lines when stdout is not a terminal', async () => {
    const output = await logThroughApp(false);
    const entry = output
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((e) => e.msg === 'database is ready')!;
    expect(entry).toMatchObject({ level: 30, body: { password: '[redacted]' } });
    expect(output).not.toContain('Sup3r-Secret');
  });
});
