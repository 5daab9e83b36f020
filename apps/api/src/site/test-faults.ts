import type { FastifyRequest } from 'fastify';

/**
 * Test-only fault injection for server-rendered pages (browser tests cannot intercept what the
 * server loads in-process). Honoured only when the server runs with SKP_TEST_FAULTS=1 (the browser
 * tests' server, e2e/serve.mjs); any other server ignores the header.
 *
 *   x-test-faults: notices=500:The notice board is resting; events=503
 *
 * names the page's data sections to fail, each with a status and an optional message.
 */
export const TEST_FAULTS_HEADER = 'x-test-faults';

export interface SectionFault {
  status: number;
  message?: string;
}

export type SectionFaults = ReadonlyMap<string, SectionFault>;

const NONE: SectionFaults = new Map();

export function parseTestFaults(header: string | string[] | undefined): SectionFaults {
  const value = Array.isArray(header) ? header.join(';') : header;
  if (!value) return NONE;
  const faults = new Map<string, SectionFault>();
  for (const part of value.split(';')) {
    const match = /^([\w-]+)\s*=\s*(\d{3})(?::(.*))?$/.exec(part.trim());
    if (!match) continue;
    const message = match[3]?.trim();
    faults.set(match[1]!, { status: Number(match[2]), ...(message ? { message } : {}) });
  }
  return faults;
}

/** The faults a request asks for, or none when fault injection is off. */
export function faultsFor(request: FastifyRequest, enabled: boolean): SectionFaults {
  return enabled ? parseTestFaults(request.headers[TEST_FAULTS_HEADER]) : NONE;
}
