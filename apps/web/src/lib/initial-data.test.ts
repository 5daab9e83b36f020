import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '@skp/shared';
import { readInitialData } from './initial-data';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = text;
    doc.body.appendChild(script);
  }
  return doc;
}

describe('readInitialData', () => {
  it('reads the data block, escapes included', () => {
    const text = '{"at":42,"answers":{"/a":{"title":"\\u003c/script\\u003e \\u2028"}}}';
    expect(readInitialData(pageWith(text))).toEqual({
      at: 42,
      answers: { '/a': { title: '</script> \u2028' } },
    });
  });
  it('is undefined without a block or with a broken one', () => {
    expect(readInitialData(pageWith(null))).toBeUndefined();
    expect(readInitialData(pageWith('{broken'))).toBeUndefined();
    expect(readInitialData(pageWith('{"answers":{}}'))).toBeUndefined();
    expect(readInitialData(pageWith('null'))).toBeUndefined();
  });
});
