// mailparser 3.9 ships without types; the part the tests use.
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  export interface EmailAddress {
    address?: string;
    name: string;
  }
  export interface AddressObject {
    value: EmailAddress[];
    text: string;
    html: string;
  }
  export interface ParsedMail {
    subject?: string;
    text?: string;
    html: string | false;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    messageId?: string;
    headers: Map<string, unknown>;
    /** Every header as it came: the lower-case name and the whole (folded) line. */
    headerLines: { key: string; line: string }[];
  }
  export function simpleParser(source: Buffer | string | Readable): Promise<ParsedMail>;
}
