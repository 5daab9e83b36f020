import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@skp/shared';

/**
 * The first screen's API answers the server wrote into the page (a JSON data block), or
 * undefined when there is none (development server, unknown page) or it cannot be read.
 */
export function readInitialData(doc: Document = document): InitialData | undefined {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<InitialData> | null;
    if (typeof value?.at !== 'number' || !value.answers || typeof value.answers !== 'object')
      return undefined;
    return { at: value.at, answers: value.answers };
  } catch {
    return undefined;
  }
}
