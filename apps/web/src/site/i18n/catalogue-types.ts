/** A catalogue with the same keys as another: every leaf a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** Every key of a catalogue as a dotted path ('nav.about'); plural forms are asked by their base key. */
export type MessageKeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : MessageKeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
