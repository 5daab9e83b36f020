import type { SiteCssPieces } from '@skp/shared';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ISLAND_ATTRIBUTE = /\sdata-island="([^"]*)"/g;

/**
 * The styles a page inlines: from the site's stylesheet in pieces (one per source stylesheet, see
 * SiteCssPieces), the global ones, each CSS Module one of whose classes the page's markup uses
 * (`<template>` contents included: they are in the markup), and every piece a React island on the
 * page imports (what it draws after the visitor's first touch is styled too). In the whole sheet's
 * order, so the cascade is the same. Home inlined 58 KB of CSS for every page before; a page now
 * takes 14-33 KB. The same selection is answered from memory.
 */
export function pageCssFrom(styles: SiteCssPieces): (body: string) => string {
  const byClass = new Map<string, number[]>();
  styles.pieces.forEach(({ classes }, index) => {
    for (const name of classes ?? []) byClass.set(name, [...(byClass.get(name) ?? []), index]);
  });
  const global = styles.pieces.flatMap(({ classes }, index) => (classes ? [] : [index]));
  const kept = new Map<string, string>();
  return (body) => {
    const chosen = new Set(global);
    for (const [, value = ''] of body.matchAll(CLASS_ATTRIBUTE))
      for (const name of value.split(/\s+/)) for (const index of byClass.get(name) ?? []) chosen.add(index);
    for (const [, name = ''] of body.matchAll(ISLAND_ATTRIBUTE))
      for (const index of styles.islands[name] ?? []) chosen.add(index);
    const indexes = [...chosen].sort((a, b) => a - b);
    const key = indexes.join(',');
    let css = kept.get(key);
    if (css === undefined) {
      css = indexes.map((index) => styles.pieces[index]!.css).join('');
      kept.set(key, css);
    }
    return css;
  };
}
