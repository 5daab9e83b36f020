import { describe, expect, it } from 'vitest';
import { pageCssFrom } from './page-css';

// The site's stylesheet in pieces as the server build writes it (site-css.json): site.css (global),
// the header's module, a card module, the lightbox island's own module, a page module.
const pageCss = pageCssFrom({
  pieces: [
    { css: ':root{--primary:#7a1f2b}', classes: null },
    { css: '.header_a1{position:fixed}', classes: ['header_a1'] },
    { css: '.card_b2{border-radius:10px}.card_b2:hover{box-shadow:none}', classes: ['card_b2'] },
    { css: '.lightbox_c3{position:fixed}', classes: ['lightbox_c3'] },
    { css: '.home_d4{display:grid}', classes: ['home_d4'] },
  ],
  islands: { 'photo-gallery': [2, 3] },
});

describe("a page's inline styles", () => {
  it('are the global styles and each module one of whose classes the page uses, in the sheet’s order', () => {
    expect(pageCss('<main class="home_d4"><header class="x header_a1"></header></main>')).toBe(
      ':root{--primary:#7a1f2b}.header_a1{position:fixed}.home_d4{display:grid}',
    );
  });

  it('include a class inside a <template> (markup a script puts in place later)', () => {
    expect(pageCss('<template><div class="card_b2"></div></template>')).toBe(
      ':root{--primary:#7a1f2b}.card_b2{border-radius:10px}.card_b2:hover{box-shadow:none}',
    );
  });

  it('include every module a React island imports, though its markup uses none yet (it draws more after a touch)', () => {
    expect(pageCss('<div data-island="photo-gallery" data-trigger="interaction"></div>')).toBe(
      ':root{--primary:#7a1f2b}.card_b2{border-radius:10px}.card_b2:hover{box-shadow:none}.lightbox_c3{position:fixed}',
    );
  });

  it('leave out what only appears in text, not in a class attribute', () => {
    expect(pageCss('<p>home_d4</p><a data-class="card_b2"></a>')).toBe(':root{--primary:#7a1f2b}');
  });
});
